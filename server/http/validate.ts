import type { ZodType } from 'zod';
import type { FieldError } from '../../contracts/errors.js';
import { invalid } from './errors.js';

/** Parses input with a contract, turning zod issues into the 400 envelope's field messages. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  throw invalid(details);
}
