import { and, eq, inArray } from 'drizzle-orm';
import type { ImportBatchResponse } from '../../contracts/company-batches.js';
import { normaliseDomain, presentCompany, initialStage } from '../companies/index.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { batchCompanies, companies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { companyBatchNotFound } from './service.js';
import { settleBatchStatus } from '../batches-shared/index.js';
import { findCompanyBatch } from './queries.js';
import { presentBatchCompany } from './presenter.js';

export const ALREADY_IN_PIPELINE = 'Already in your pipeline';

type Skip = ImportBatchResponse['skipped'][number];

/**
 * Import Selected / Process Batch: turns batch rows (the given ids, or every pending row) into
 * pipeline companies at stage Lead, in one transaction. A row whose domain is already in the
 * pipeline is skipped and reported (status skipped), never failing the rest. Imported rows become
 * processed, and the batch too once nothing in it is pending. Each new company is announced
 * exactly as one added by hand (`company.created`), so every open pipeline shows it.
 */
export async function importCompanyBatch(app: AppContext, actor: Actor, batchId: string, ids?: string[]): Promise<ImportBatchResponse> {
  const ws = actor.workspaceId;
  return inTransaction(app, async (tx, publish) => {
    const current = await findCompanyBatch(tx, ws, batchId);
    if (!current) throw companyBatchNotFound();
    const scope = and(eq(batchCompanies.batchId, batchId), eq(batchCompanies.workspaceId, ws));
    const rows = await tx
      .select()
      .from(batchCompanies)
      .where(and(scope, ids ? inArray(batchCompanies.id, ids) : eq(batchCompanies.status, 'pending')));
    const skipped: Skip[] = [];
    const skip = (r: { id: string; name: string; domain: string | null }, reason: string) => skipped.push({ id: r.id, name: r.name, domain: r.domain, reason });
    for (const id of new Set(ids ?? [])) if (!rows.some((r) => r.id === id)) skip({ id, name: '', domain: null }, 'No longer in this batch');

    const byDomain = new Map<string, (typeof rows)[number]>();
    const duplicates: string[] = [];
    for (const r of rows) {
      if (r.status !== 'pending') {
        skip(r, r.status === 'processed' ? 'Already imported' : ALREADY_IN_PIPELINE);
        continue;
      }
      const domain = r.domain ? normaliseDomain(r.domain) : null;
      if (!domain) skip(r, 'No valid domain');
      else if (byDomain.has(domain)) {
        skip(r, ALREADY_IN_PIPELINE);
        duplicates.push(r.id);
      } else byDomain.set(domain, r);
    }
    const existing = byDomain.size
      ? await tx
          .select({ domain: companies.domain })
          .from(companies)
          .where(and(eq(companies.workspaceId, ws), inArray(companies.domain, [...byDomain.keys()])))
      : [];
    for (const { domain } of existing) {
      const r = byDomain.get(domain)!;
      skip(r, ALREADY_IN_PIPELINE);
      duplicates.push(r.id);
      byDomain.delete(domain);
    }

    const created = byDomain.size
      ? await tx
          .insert(companies)
          .values(
            [...byDomain].map(([domain, r]) => ({
              workspaceId: ws,
              createdBy: actor.userId,
              ownerId: actor.userId,
              name: r.name,
              domain,
              website: `https://${domain}`,
              industry: r.industry,
              companySize: r.companySize,
              headquarters: r.headquarters,
              country: r.country,
              linkedinUrl: r.linkedinUrl,
              logoUrl: r.logoUrl,
              description: r.description,
              specialties: r.specialties,
              stage: initialStage({}),
            })),
          )
          // Added by hand in another tab a moment ago: skipped like any duplicate.
          .onConflictDoNothing()
          .returning()
      : [];
    const createdDomains = new Set(created.map((c) => c.domain));
    for (const [domain, r] of byDomain) {
      if (createdDomains.has(domain)) continue;
      skip(r, ALREADY_IN_PIPELINE);
      duplicates.push(r.id);
    }
    const importedRowIds = created.map((c) => byDomain.get(c.domain)!.id);
    if (importedRowIds.length) await tx.update(batchCompanies).set({ status: 'processed' }).where(and(scope, inArray(batchCompanies.id, importedRowIds)));
    if (duplicates.length) await tx.update(batchCompanies).set({ status: 'skipped' }).where(and(scope, inArray(batchCompanies.id, duplicates)));
    // Import Selected ends the review of lookalikes: the batch is processed (docs/product.md#company-batches).
    await settleBatchStatus(tx, 'company', batchId, { reviewed: current.source === 'lookalikes' && created.length > 0 });

    for (const row of created) {
      await publish({ type: 'company.created', workspaceId: ws, actorId: actor.userId, subjectId: row.id, payload: { company: presentCompany(row) } });
    }
    const batch = (await findCompanyBatch(tx, ws, batchId))!;
    const changedIds = [...importedRowIds, ...duplicates];
    const changed = changedIds.length ? await tx.select().from(batchCompanies).where(and(scope, inArray(batchCompanies.id, changedIds))) : [];
    await publish({
      type: 'company_batch.updated',
      workspaceId: ws,
      actorId: actor.userId,
      subjectId: batchId,
      payload: { batch, rows: changed.map(presentBatchCompany), removedRowIds: [] },
    });
    return { batch, imported: created.length, companyIds: created.map((c) => c.id), skipped };
  });
}
