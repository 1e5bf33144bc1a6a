import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** Keyed hash of a client address: comparable for rate limiting and moderation, not reversible without the key. */
export function createAddressHasher(secret: string): (address: string) => string {
  return (address) => createHmac('sha256', secret).update(address).digest('base64url');
}

/**
 * The prefix shown beside a comment in the Korean community style: two IPv4 octets or two IPv6 groups.
 * It identifies a network, not a person, and is all of the address that is ever kept in clear.
 */
export function maskAddress(address: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const candidate = mappedIpv4 ?? address;
  if (isIPv4(candidate)) return candidate.split('.').slice(0, 2).join('.');
  if (isIPv6(candidate)) return expandIpv6(candidate).slice(0, 2).join(':');
  return 'unknown';
}

function expandIpv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.map((group) => (group.includes('.') ? group : (parseInt(group, 16) || 0).toString(16)));
}
