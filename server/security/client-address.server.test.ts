import { describe, expect, it } from 'vitest';
import { clientNetwork, createAddressHasher, maskAddress } from './client-address.server';

describe('maskAddress', () => {
  it.each([
    ['211.36.142.7', '211.36'],
    ['::ffff:211.36.142.7', '211.36'],
    ['127.0.0.1', '127.0'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8'],
    ['::1', '0:0'],
    ['fe80::1%eth0', 'fe80:0'],
    ['not-an-address', 'unknown'],
  ])('%s -> %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});

describe('createAddressHasher', () => {
  it('is stable per key, differs between keys and never contains the address', () => {
    const hash = createAddressHasher('k'.repeat(32));
    const other = createAddressHasher('j'.repeat(32));
    expect(hash('211.36.142.7')).toBe(hash('211.36.142.7'));
    expect(hash('211.36.142.7')).not.toBe(hash('211.36.142.8'));
    expect(other('211.36.142.7')).not.toBe(hash('211.36.142.7'));
    expect(hash('211.36.142.7')).not.toContain('211');
  });
});

describe('clientNetwork', () => {
  it.each([
    ['211.36.142.7', '211.36.142.7'],
    ['::ffff:211.36.142.7', '211.36.142.7'],
    ['2001:db8:85a3:12::8a2e:370:7334', '2001:db8:85a3:12::/64'],
    ['2001:0db8:85a3:0012:ffff:0:0:1', '2001:db8:85a3:12::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s -> %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('gives every address of one /64 the same hash, and another /64 another', () => {
    const hash = createAddressHasher('k'.repeat(32));
    const sameBlock = Array.from({ length: 30 }, (_, index) => hash(`2001:db8:1:2:${index.toString(16)}::${index + 1}`));
    expect(new Set(sameBlock).size).toBe(1);
    expect(hash('2001:db8:1:3::1')).not.toBe(sameBlock[0]);
  });
});

describe('the dated key', () => {
  it('is one key per UTC day: stable within the day, different the next day, the same for every process', () => {
    let now = Date.parse('2026-11-24T00:00:01Z');
    const clock = () => now;
    const hash = createAddressHasher('k'.repeat(32), clock);
    const otherProcess = createAddressHasher('k'.repeat(32), clock);
    const morning = hash('211.36.142.7');
    now = Date.parse('2026-11-24T23:59:59Z');
    expect(hash('211.36.142.7')).toBe(morning);
    expect(otherProcess('211.36.142.7')).toBe(morning);
    now = Date.parse('2026-11-25T00:00:00Z');
    expect(hash('211.36.142.7')).not.toBe(morning);
  });
});
