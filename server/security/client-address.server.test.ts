import { describe, expect, it } from 'vitest';
import { createAddressHasher, maskAddress } from './client-address.server';

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
