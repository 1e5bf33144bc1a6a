import type { FastifyReply, FastifyRequest } from 'fastify';
import { maskAddress } from '../security/client-address.server';
import type { TokenBucketLimiter } from '../security/token-bucket.server';
import { HttpError } from './http-error.server';

export interface ClientIdentity {
  addressHash: string;
  addressPrefix: string;
}

/** request.ip honours forwarding headers only when TRUST_PROXY names the proxy (Fastify trustProxy). */
export function identifyClient(request: FastifyRequest, hashAddress: (address: string) => string): ClientIdentity {
  return { addressHash: hashAddress(request.ip), addressPrefix: maskAddress(request.ip) };
}

export function createRateLimitHook(
  limiter: TokenBucketLimiter | null,
  hashAddress: (address: string) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request) => {
    if (!limiter) return;
    const result = limiter.take(hashAddress(request.ip));
    if (!result.allowed) {
      throw new HttpError(429, 'Too many requests, please try again later', {
        'retry-after': String(result.retryAfterSeconds),
      });
    }
  };
}
