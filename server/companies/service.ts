import { and, asc, desc, eq } from 'drizzle-orm';
import type { Company, CreateCompanyRequest, UpdateCompanyRequest } from '../../contracts/companies.js';
import type { Contact } from '../../contracts/contacts.js';
import type { Alert } from '../../contracts/alerts.js';
import type { z } from 'zod';
import type { createCompanyRequest, updateCompanyRequest } from '../../contracts/companies.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { buyerSignalAlerts, companies, contacts, directoryCompanies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { conflict, notFound } from '../http/errors.js';
import { findCompany, findCompanyRow } from './queries.js';
import { initialStage } from './stage.js';
import { presentContact } from '../contacts/presenter.js';
import { presentAlert } from '../alerts/presenter.js';
import { newestEventFirst } from '../alerts/service.js';

export type CompanyDetail = { company: Company; contacts: Contact[]; signals: Alert[] };

const duplicate = (domain: string) =>
  conflict(`A company with the domain ${domain} is already in your pipeline`, [{ path: 'domain', message: `A company with the domain ${domain} is already in your pipeline` }]);

export async function createCompany(app: AppContext, actor: Actor, input: z.output<typeof createCompanyRequest>): Promise<Company> {
  const directory = input.directoryId
    ? await app.db.query.directoryCompanies.findFirst({ where: eq(directoryCompanies.id, input.directoryId) })
    : undefined;
  if (input.directoryId && !directory) throw notFound('That directory company no longer exists');
  try {
    return await inTransaction(app, async (tx, publish) => {
      const existing = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.workspaceId, actor.workspaceId), eq(companies.domain, input.domain)));
      if (existing.length) throw duplicate(input.domain);
      const facts = directory
        ? {
            industry: directory.industry,
            companySize: directory.companySize,
            employeeCount: directory.employeeCount,
            headquarters: directory.headquarters,
            country: directory.country,
            description: directory.description,
            linkedinUrl: directory.linkedinUrl,
            type: directory.type,
            founded: directory.founded,
          }
        : { industry: input.industry ?? null };
      const [row] = await tx
        .insert(companies)
        .values({
          workspaceId: actor.workspaceId,
          createdBy: actor.userId,
          name: input.name,
          domain: input.domain,
          website: `https://${input.domain}`,
          stage: initialStage({}),
          ...facts,
        })
        .returning();
      const company = (await findCompany(tx, actor.workspaceId, row.id))!;
      await publish({ type: 'company.created', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row.id, payload: { company } });
      return company;
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw duplicate(input.domain);
    throw err;
  }
}

export async function updateCompany(app: AppContext, actor: Actor, id: string, input: z.output<typeof updateCompanyRequest>): Promise<Company> {
  try {
    return await inTransaction(app, async (tx, publish) => {
      const before = await findCompanyRow(tx, actor.workspaceId, id);
      if (!before) throw notFound('Company not found');
      const fields = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
      if (fields.length === 0) return (await findCompany(tx, actor.workspaceId, id))!;
      if (input.domain && input.domain !== before.domain) {
        const clash = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.workspaceId, actor.workspaceId), eq(companies.domain, input.domain)));
        if (clash.length) throw duplicate(input.domain);
      }
      await tx
        .update(companies)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(companies.id, id), eq(companies.workspaceId, actor.workspaceId)));
      const company = (await findCompany(tx, actor.workspaceId, id))!;
      const change =
        fields.length === 1 && input.stage
          ? { kind: 'stage' as const, from: before.stage, to: input.stage }
          : { kind: 'edited' as const, fields };
      if (change.kind === 'stage' && change.from === change.to) return company;
      await publish({ type: 'company.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { company, change } });
      return company;
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505' && input.domain) throw duplicate(input.domain);
    throw err;
  }
}

export async function deleteCompany(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const deleted = await tx
      .delete(companies)
      .where(and(eq(companies.id, id), eq(companies.workspaceId, actor.workspaceId)))
      .returning({ id: companies.id });
    if (!deleted.length) throw notFound('Company not found');
    await publish({ type: 'company.deleted', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { id } });
  });
}

export async function getCompanyDetail(app: AppContext, actor: Actor, id: string): Promise<CompanyDetail> {
  const company = await findCompany(app.db, actor.workspaceId, id);
  if (!company) throw notFound('Company not found');
  const contactRows = await app.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.workspaceId, actor.workspaceId), eq(contacts.companyId, id)))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
  const signalRows = await app.db
    .select()
    .from(buyerSignalAlerts)
    .where(and(eq(buyerSignalAlerts.workspaceId, actor.workspaceId), eq(buyerSignalAlerts.companyId, id)))
    .orderBy(...newestEventFirst);
  const ref = { id: company.id, name: company.name, domain: company.domain };
  return {
    company,
    contacts: contactRows.map((c) => presentContact(c, { id: company.id, name: company.name })),
    signals: signalRows.map((s) => presentAlert(s, ref)),
  };
}

export type { CreateCompanyRequest, UpdateCompanyRequest };
