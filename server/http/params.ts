import { invalid } from './errors.js';
import { isUuid } from '../../contracts/ids.js';


/** A path id must be a uuid: anything else is a 400 with a field message, never a 500. */
export function parseId(value: string | undefined, label = 'id'): string {
  if (!value || !isUuid(value)) throw invalid([{ path: label, message: `Invalid ${label}` }]);
  return value.toLowerCase();
}
