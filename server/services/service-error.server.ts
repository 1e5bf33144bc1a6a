import type { RefusalCode } from '../../shared/contracts/moderation';

/** Failures a service reports in its own terms; the HTTP layer maps each kind to a status. */
export type ServiceErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'unprocessable' | 'too-many';

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    /** Moderation's reason, for the page to say in the reader's language (shared/contracts/moderation.ts). */
    readonly code?: RefusalCode,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
