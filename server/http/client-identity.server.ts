import type { FastifyReply, FastifyRequest } from 'fastify';
import { maskAddress, type AddressHasher } from '../security/client-address.server';
import type { RateLimiter } from '../security/rate-limiter.server';
import { HttpError } from './http-error.server';

export interface ClientIdentity {
  addressHash: string;
  addressPrefix: string;
  /** The UTC day of `addressHash`'s key. */
  addressDay: string;
  /** This client's address hashed under another day's key (an address block or a report of that day). */
  hashOnDay(day: string): string;
}

export type IdentifyClient = (request: FastifyRequest) => ClientIdentity;

/**
 * request.ip honours forwarding headers only when TRUST_PROXY names the proxy (Fastify trustProxy). The identity
 * is computed once per request: the rate-limit hook and the handler both need the address hash.
 */
export function createClientIdentifier(hashAddress: AddressHasher): IdentifyClient {
  const identities = new WeakMap<FastifyRequest, ClientIdentity>();
  return (request) => {
    let identity = identities.get(request);
    if (!identity) {
      const address = request.ip;
      const day = hashAddress.today();
      const hashOnDay = (otherDay: string) => hashAddress.hashOnDay(address, otherDay);
      identity = { addressHash: hashOnDay(day), addressPrefix: maskAddress(address), addressDay: day, hashOnDay };
      identities.set(request, identity);
    }
    return identity;
  };
}

export function createRateLimitHook(
  limiter: RateLimiter | null,
  identifyClient: IdentifyClient,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request) => {
    if (!limiter) return;
    const result = await limiter.take(identifyClient(request).addressHash);
    if (!result.allowed) {
      throw new HttpError(429, 'Too many requests, please try again later', {
        'retry-after': String(result.retryAfterSeconds),
      });
    }
  };
}
