// Schema-free, so the browser's first screens import it without zod; contracts/activity.ts re-exports it.

/**
 * The families the feed is filtered by. A kind's family is its first part (`contact.added` →
 * contact), except a proposal's doings, which are company history (`company.proposal_created`,
 * `company.proposal_client_action`) but a family of their own in the feed.
 */
export const ACTIVITY_FAMILIES = ['company', 'contact', 'message', 'proposal', 'member'] as const;
export type ActivityFamily = (typeof ACTIVITY_FAMILIES)[number];
export const PROPOSAL_KIND_PREFIX = 'company.proposal_';
export const activityFamily = (kind: string): string => (kind.startsWith(PROPOSAL_KIND_PREFIX) ? 'proposal' : kind.split('.')[0]!);
/** Whether a kind passes the feed's `kind` filter (one kind, or a family). */
export const matchesActivityKind = (kind: string, filter: string | undefined): boolean =>
  !filter || (filter.includes('.') ? kind === filter : activityFamily(kind) === filter);
