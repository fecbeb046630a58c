// Schema-free, so the browser's first screens import it without zod; contracts/owner-filter.ts re-exports it.

/**
 * Who a new alert goes to first (docs/product.md#teams): its company's owner, or everyone when
 * nobody owns it. The Alerts badge and the new-alert toast follow this; the Alerts page shows all.
 */
export const isForMe = (companyOwnerId: string | null | undefined, userId: string): boolean => !companyOwnerId || companyOwnerId === userId;
