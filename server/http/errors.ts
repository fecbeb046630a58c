import type { ErrorCode, FieldError } from '../../contracts/errors.js';

const statusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
  internal: 500,
};

/** An error a user may see: becomes the `{error:{code,message,details}}` envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = (message = 'You need to sign in') => new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this') => new AppError('forbidden', message);
export const conflict = (message: string, details?: FieldError[]) => new AppError('conflict', message, details);
export const invalid = (details: FieldError[], message = details[0]?.message ?? 'Invalid request') =>
  new AppError('validation_failed', message, details);
