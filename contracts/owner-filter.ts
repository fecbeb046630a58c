import { z } from 'zod';

/**
 * The "Mine / a teammate / Everyone" filter of the pipeline, contacts and alerts
 * (docs/product.md#teams): `me` or a member's user id; absent is everyone. A contact's or an
 * alert's owner is its company's.
 */
export const ownerFilter = z
  .union([z.literal('me'), z.uuid({ error: 'Owner must be me or a user id' })], { error: 'Owner must be me or a user id' })
  .optional();

/**
 * Who a new alert goes to first (docs/product.md#teams): its company's owner, or everyone when
 * nobody owns it. The Alerts badge and the new-alert toast follow this; the Alerts page shows all.
 */
export const isForMe = (companyOwnerId: string | null | undefined, userId: string): boolean => !companyOwnerId || companyOwnerId === userId;
