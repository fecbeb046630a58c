import { expect } from 'vitest';
import { errorEnvelope } from '../../contracts/errors.js';

/** A validation_failed answer's field messages, by path. */
export function fieldErrors(body: unknown): Record<string, string> {
  const parsed = errorEnvelope.parse(body);
  expect(parsed.error.code).toBe('validation_failed');
  return Object.fromEntries((parsed.error.details ?? []).map((d) => [d.path, d.message]));
}
