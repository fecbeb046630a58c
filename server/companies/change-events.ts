import type { Company } from '../../contracts/companies.js';
import type { CompanyChange } from '../../contracts/company-intel.js';
import type { Publish, Tx } from '../events/outbox.js';
import { findCompany } from './queries.js';

/**
 * Re-reads the company inside the transaction and tells the workspace what changed
 * (`company.updated` with its change, which the timeline reads back), or only that it is to be
 * drawn again. Null when it is gone.
 */
export async function publishCompanyChange(
  tx: Tx,
  publish: Publish,
  ref: { workspaceId: string; companyId: string; actorId?: string },
  change?: CompanyChange,
): Promise<Company | null> {
  const company = await findCompany(tx, ref.workspaceId, ref.companyId);
  if (!company) return null;
  // Without a change it is a plain refresh (a deal's amount followed its proposal): no history.
  await publish({ type: 'company.updated', workspaceId: ref.workspaceId, actorId: ref.actorId ?? null, subjectId: ref.companyId, payload: change ? { company, change } : { company } });
  return company;
}

/** A fact a source does not know (null, undefined, an empty list) never erases one we had. */
export const keepKnown = <T>(found: T | null | undefined, old: T | null): T | null =>
  found === null || found === undefined || (Array.isArray(found) && found.length === 0) ? old : found;
