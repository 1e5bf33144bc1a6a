/** Failures a service reports in its own terms; the HTTP layer maps each kind to a status. */
export type ServiceErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'unprocessable';

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
