import { eq, isNull, or, type SQL } from 'drizzle-orm';
import { companies } from '../db/schema/index.js';

/** `owner=me` (contracts/owner-filter.ts) is the signed-in person; a user id is that member; absent is everyone. */
export const ownerIdOf = (owner: string | undefined, actor: { userId: string }): string | undefined => (owner === 'me' ? actor.userId : owner);

/** Rows whose company this person owns (a query that reads or joins `companies`). */
export const ownedBy = (ownerId: string): SQL => eq(companies.ownerId, ownerId);

/** In SQL, `isForMe` (contracts/owner-filter.ts): companies this person owns or nobody owns. */
export const forMe = (userId: string): SQL => or(isNull(companies.ownerId), ownedBy(userId))!;
