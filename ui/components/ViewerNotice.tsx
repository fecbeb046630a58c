import { FORBIDDEN_MESSAGES } from '../../contracts/permissions.js';

/**
 * In place of a form a viewer cannot send (a page reached by its address: the links to it are
 * hidden), the permission table's own words (docs/product.md#teams).
 */
export function ViewerNotice() {
  return <p className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">{FORBIDDEN_MESSAGES['records.write']}</p>;
}
