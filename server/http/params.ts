import { invalid } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id must be a uuid: anything else is a 400 with a field message, never a 500. */
export function parseId(value: string | undefined, label = 'id'): string {
  if (!value || !UUID.test(value)) throw invalid([{ path: label, message: `Invalid ${label}` }]);
  return value.toLowerCase();
}
