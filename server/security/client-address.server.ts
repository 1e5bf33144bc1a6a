import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

const dayMilliseconds = 24 * 60 * 60 * 1000;

/**
 * Keyed hash of a client's network: comparable for rate limiting and moderation, not reversible without the key.
 * The key changes every UTC day (HMAC of the secret and the date; decision 0030): one day's hashes say nothing
 * about another day's, and several processes sharing the secret agree on the key without talking to each other.
 * An IPv6 client counts as its /64, the block one subscriber gets (decision 0030), an IPv4 client as its address.
 */
export function createAddressHasher(secret: string, now: () => number = Date.now): AddressHasher {
  const dayKeys = new Map<string, Buffer>();
  const keyOf = (day: string) => {
    let key = dayKeys.get(day);
    if (!key) {
      // A few days' keys at most: today's, and the days of the address blocks and reports being checked.
      if (dayKeys.size > 64) dayKeys.clear();
      key = createHmac('sha256', secret).update(`client-address-key:${day}`).digest();
      dayKeys.set(day, key);
    }
    return key;
  };
  const hashOnDay = (address: string, day: string) => createHmac('sha256', keyOf(day)).update(clientNetwork(address)).digest('base64url');
  return Object.assign((address: string) => hashOnDay(address, dayOf(now())), { hashOnDay, today: () => dayOf(now()) });
}

/**
 * Today's hash of an address, and its hash under another day's key: an address block or a report made on that day
 * is checked against the address now without any stored value linking the two days (decision 0045).
 */
export type AddressHasher = ((address: string) => string) & { hashOnDay(address: string, day: string): string; today(): string };

/** The UTC day (YYYY-MM-DD) whose key hashes addresses at `time`. */
export const dayOf = (time: number) => new Date(Math.floor(time / dayMilliseconds) * dayMilliseconds).toISOString().slice(0, 10);

/** What one client is, for limits and moderation: an IPv4 address, or the /64 an IPv6 address belongs to. */
export function clientNetwork(address: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const candidate = mappedIpv4 ?? address;
  if (isIPv4(candidate)) return candidate;
  if (isIPv6(candidate)) return `${expandIpv6(candidate).slice(0, 4).join(':')}::/64`;
  return address;
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
