import { STALE_DETAIL, staleSaveMessage } from '../../contracts/stale-save.js';
import { conflict } from './errors.js';

/**
 * docs/product.md#teams, conflicting edits: refuses a save begun on an older version of a record
 * with 409, the message and the record as it is now (`current`). `row` must have been read in the
 * saving transaction FOR UPDATE: of two saves from one version the second then waits for the
 * first, reads its new `updatedAt` and is refused — both can never pass. No `expected` (an API
 * client that does not send it) is not checked.
 */
export async function refuseStaleSave(expected: string | undefined, row: { updatedAt: Date | string }, noun: string, current: () => Promise<unknown>): Promise<void> {
  if (expected === undefined || new Date(row.updatedAt).getTime() === new Date(expected).getTime()) return;
  const message = staleSaveMessage(noun);
  throw conflict(message, [{ path: STALE_DETAIL, message, current: await current() }]);
}
