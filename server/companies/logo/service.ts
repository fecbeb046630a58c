import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Company } from '../../../contracts/companies.js';
import { LOGO_FIELD } from '../../../contracts/company-logo.js';
import type { Actor } from '../../auth/middleware.js';
import type { AppContext } from '../../context.js';
import { companies, companyLogos } from '../../db/schema/index.js';
import { inTransaction } from '../../events/outbox.js';
import { notFound } from '../../http/errors.js';
import { publishCompanyChange } from '../change-events.js';
import { findCompanyRow } from '../queries.js';
import type { CheckedLogo } from './image-check.js';
import { findLogo, type StoredLogo } from './queries.js';

/**
 * The client company's uploaded logo: stored with its type, size and hash; every change is a
 * `company.updated` (the company's `uploadedLogoUrl` changes), so open tabs show it live.
 */

const companyNotFound = () => notFound('Company not found');

export async function saveCompanyLogo(app: AppContext, actor: Actor, companyId: string, logo: CheckedLogo): Promise<Company> {
  const sha256 = createHash('sha256').update(logo.bytes).digest('hex');
  return inTransaction(app, async (tx, publish) => {
    if (!(await findCompanyRow(tx, actor.workspaceId, companyId, { lock: true }))) throw companyNotFound();
    const values = { contentType: logo.contentType, bytes: logo.bytes, size: logo.bytes.length, sha256, rasterised: true, uploadedBy: actor.userId, updatedAt: new Date() };
    await tx.insert(companyLogos).values({ companyId, workspaceId: actor.workspaceId, ...values }).onConflictDoUpdate({ target: companyLogos.companyId, set: values });
    await tx.update(companies).set({ logoHash: sha256 }).where(eq(companies.id, companyId));
    const company = await publishCompanyChange(tx, publish, { workspaceId: actor.workspaceId, companyId, actorId: actor.userId }, { kind: 'edited', fields: [LOGO_FIELD] });
    if (!company) throw companyNotFound();
    return company;
  });
}

export async function removeCompanyLogo(app: AppContext, actor: Actor, companyId: string): Promise<Company> {
  return inTransaction(app, async (tx, publish) => {
    const row = await findCompanyRow(tx, actor.workspaceId, companyId, { lock: true });
    if (!row) throw companyNotFound();
    if (!row.logoHash) throw notFound('The company has no uploaded logo');
    await tx.delete(companyLogos).where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.workspaceId, actor.workspaceId)));
    await tx.update(companies).set({ logoHash: null }).where(eq(companies.id, companyId));
    const company = await publishCompanyChange(tx, publish, { workspaceId: actor.workspaceId, companyId, actorId: actor.userId }, { kind: 'edited', fields: [LOGO_FIELD] });
    if (!company) throw companyNotFound();
    return company;
  });
}

export async function companyLogo(app: AppContext, actor: Actor, companyId: string): Promise<StoredLogo> {
  const logo = await findLogo(app.db, actor.workspaceId, companyId);
  if (!logo) throw notFound('The company has no uploaded logo');
  return logo;
}
