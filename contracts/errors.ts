import { z } from 'zod';

export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'bad_gateway',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldError = z.object({
  path: z.string(),
  message: z.string(),
  /** A save refused as stale (contracts/stale-save.ts): the record as it is now. */
  current: z.unknown().optional(),
});
export type FieldError = z.infer<typeof fieldError>;

export const errorEnvelope = z.object({
  error: z.object({ code: z.enum(errorCodes), message: z.string(), details: z.array(fieldError).optional() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
