import { z } from 'zod';

/**
 * The "Mine / a teammate / Everyone" filter of the pipeline, contacts and alerts
 * (docs/product.md#teams): `me` or a member's user id; absent is everyone. A contact's or an
 * alert's owner is its company's.
 */
export const ownerFilter = z
  .union([z.literal('me'), z.uuid({ error: 'Owner must be me or a user id' })], { error: 'Owner must be me or a user id' })
  .optional();

export { isForMe } from './owner.js';
