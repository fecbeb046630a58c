import { z } from 'zod';

/**
 * docs/product.md#teams, conflicting edits: the one rule for a save begun on an older version of a
 * record. The request carries the record's `updatedAt` as it was when the edit began
 * (`expectedUpdatedAt`, optional for API clients that do not send it; the UI always does); when the
 * record changed since, the save is refused with 409, `staleSaveMessage(noun)` and one detail at
 * `STALE_DETAIL` whose `current` is the record as it is now.
 */
export const expectedUpdatedAt = z.iso.datetime({ error: 'Invalid updatedAt' }).optional();

/** The path of the 409 detail that carries the fresh record (`current`). */
export const STALE_DETAIL = 'updatedAt';

/** What a refused save says, for a `noun` such as "company" or "contact". */
export const staleSaveMessage = (noun: string) => `Someone changed this ${noun} while you were editing it. Their changes are shown now: check them and save again.`;

/** The 409 detail of a refused save. */
export const staleSaveDetail = z.object({ path: z.literal(STALE_DETAIL), message: z.string(), current: z.unknown() });
export type StaleSaveDetail<T> = { path: typeof STALE_DETAIL; message: string; current: T };
