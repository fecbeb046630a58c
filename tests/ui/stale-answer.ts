import { STALE_DETAIL, staleSaveMessage } from '../../contracts/stale-save.js';

/** The 409 a save begun on an older version of a record gets (contracts/stale-save.ts): what it says, and the record as it is now. */
export function staleAnswer<T>(noun: string, current: T) {
  const message = staleSaveMessage(noun);
  return { error: { code: 'conflict' as const, message, details: [{ path: STALE_DETAIL, message, current }] } };
}
