import { and, asc, eq, sql } from 'drizzle-orm';
import type { FieldError } from '../../contracts/errors.js';
import { comparableName } from '../../contracts/domain.js';
import { duplicateNameMessage, type DeleteCompanyResponse } from '../../contracts/companies.js';
import type { Tx } from '../events/outbox.js';
import type { Company, CreateCompanyRequest, UpdateCompanyRequest } from '../../contracts/companies.js';
import type { Contact } from '../../contracts/contacts.js';
import type { CompanyChange } from '../../contracts/company-intel.js';
import type { Alert } from '../../contracts/alerts.js';
import type { z } from 'zod';
import type { createCompanyRequest, updateCompanyRequest } from '../../contracts/companies.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { buyerSignalAlerts, companies, contacts, directoryCompanies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { findMember } from '../team/index.js';
import { refuseStaleSave } from '../http/stale-save.js';
import { findCompany, findCompanyRow } from './queries.js';
import { initialStage } from './stage.js';
import { presentContact } from '../contacts/index.js';
import { newestEventFirst, presentAlert } from './alert-presenter.js';
import type { CompanyRow } from './presenter.js';
import type { PipelineStage } from '../../contracts/pipeline-stages.js';
import { lostDetails, recordStageMove } from './deal/stage-move.js';
import { loadDealSettings } from './deal/settings.js';

/** The facts a rep can edit; an edit records the rep as each one's source. */
const FACT_FIELDS = ['industry', 'companySize', 'headquarters', 'location', 'country', 'description', 'website', 'linkedinUrl'] as const;

export type CompanyDetail = { company: Company; contacts: Contact[]; signals: Alert[] };

type Existing = { id: string; name: string; domain: string };
const duplicate = (domain: string, existing?: Existing) => {
  const message = `A company with the domain ${domain} is already in your pipeline`;
  return conflict(message, [{ path: 'domain', message, ...(existing ? { existing } : {}) } as FieldError]);
};
const duplicateName = (existing: Existing) => {
  const message = duplicateNameMessage(existing);
  return conflict(message, [{ path: 'name', message, existing } as FieldError]);
};

/** A company of this workspace with the same name, ignoring case, accents and punctuation. */
async function sameNamed(tx: Tx, workspaceId: string, name: string, exceptId?: string): Promise<Existing | undefined> {
  const wanted = comparableName(name);
  const rows = await tx.select({ id: companies.id, name: companies.name, domain: companies.domain }).from(companies).where(eq(companies.workspaceId, workspaceId));
  return rows.find((r) => r.id !== exceptId && comparableName(r.name) === wanted);
}

export async function createCompany(app: AppContext, actor: Actor, input: z.output<typeof createCompanyRequest>): Promise<Company> {
  const directory = input.directoryId
    ? await app.db.query.directoryCompanies.findFirst({ where: eq(directoryCompanies.id, input.directoryId) })
    : undefined;
  if (input.directoryId && !directory) throw notFound('That directory company no longer exists');
  try {
    return await inTransaction(app, async (tx, publish) => {
      const [existing] = await tx
        .select({ id: companies.id, name: companies.name, domain: companies.domain })
        .from(companies)
        .where(and(eq(companies.workspaceId, actor.workspaceId), eq(companies.domain, input.domain)));
      if (existing) throw duplicate(input.domain, existing);
      if (!input.confirmDuplicateName) {
        const named = await sameNamed(tx, actor.workspaceId, input.name);
        if (named) throw duplicateName(named);
      }
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
      const factSources = directory
        ? Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== null && v !== undefined).map(([k]) => [k, { source: 'directory' as const, label: 'SwagScout directory (sample data)' }]))
        : input.industry
          ? { industry: { source: 'manual' as const } }
          : {};
      const [row] = await tx
        .insert(companies)
        .values({
          workspaceId: actor.workspaceId,
          createdBy: actor.userId,
          ownerId: actor.userId,
          name: input.name,
          domain: input.domain,
          website: `https://${input.domain}`,
          stage: initialStage({}),
          ...facts,
          factSources,
        })
        .returning();
      const company = (await findCompany(tx, actor.workspaceId, row.id, app.clock.now()))!;
      await publish({ type: 'company.created', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row.id, payload: { company } });
      return company;
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw duplicate(input.domain);
    throw err;
  }
}

/** The account changed hands (docs/product.md#teams): told with the new owner's name. */
export const ownerChange = (from: string | null, to: { userId: string; fullName: string }): CompanyChange => ({ kind: 'owner', from, to: to.userId, toName: to.fullName });

const DEAL_FIELDS = new Set(['amountCents', 'closeDate']);
const STAGE_FIELDS = new Set(['stage', 'lostReason', 'lostNote']);

/**
 * What an edit was, for the history: a stage move (with its lost reason), a change of owner, a
 * change of the deal's amount or close date, or an edit of the named fields.
 */
function changeOf(before: CompanyRow, input: z.output<typeof updateCompanyRequest>, fields: string[], newOwner?: { userId: string; fullName: string }): CompanyChange {
  const kept = fields.filter((f) => f !== 'stage');
  if (input.stage === before.stage && input.stage === 'Lost' && kept.length > 0 && kept.every((f) => STAGE_FIELDS.has(f))) return { kind: 'edited', fields: kept };
  if (input.stage && fields.every((f) => STAGE_FIELDS.has(f))) {
    return { kind: 'stage', from: before.stage, to: input.stage, ...(input.stage === 'Lost' && input.lostReason ? { reason: input.lostReason } : {}), ...(input.lostNote ? { note: input.lostNote } : {}) };
  }
  if (fields.length === 1 && newOwner) return ownerChange(before.ownerId, newOwner);
  if (fields.every((f) => DEAL_FIELDS.has(f))) {
    return { kind: 'deal', ...(input.amountCents !== undefined ? { amountCents: input.amountCents } : {}), ...(input.closeDate !== undefined ? { closeDate: input.closeDate } : {}) };
  }
  return { kind: 'edited', fields };
}

export async function updateCompany(app: AppContext, actor: Actor, id: string, input: z.output<typeof updateCompanyRequest>): Promise<Company> {
  try {
    return await inTransaction(app, async (tx, publish) => {
      const before = await findCompanyRow(tx, actor.workspaceId, id, { lock: true });
      if (!before) throw notFound('Company not found');
      const { expectedUpdatedAt, ...changes } = input;
      await refuseStaleSave(expectedUpdatedAt, before, 'company', async () => (await findCompany(tx, actor.workspaceId, id, app.clock.now()))!);
      input = changes;
      const fields = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
      if (fields.length === 0) return (await findCompany(tx, actor.workspaceId, id, app.clock.now()))!;
      const newOwner = input.ownerId ? await findMember(tx, actor.workspaceId, input.ownerId) : undefined;
      if (input.ownerId && !newOwner) throw invalid([{ path: 'ownerId', message: 'Choose a member of the workspace' }]);
      if (input.domain && input.domain !== before.domain) {
        const clash = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.workspaceId, actor.workspaceId), eq(companies.domain, input.domain)));
        if (clash.length) throw duplicate(input.domain);
      }
      const edited = Object.fromEntries(FACT_FIELDS.filter((f) => (input as Record<string, unknown>)[f] !== undefined).map((f) => [f, { source: 'manual' as const }]));
      const now = app.clock.now();
      const { lostReason, lostNote, ...columns } = input;
      const moved = input.stage !== undefined && input.stage !== before.stage;
      // A move, or a lost deal's reason and note changed while it stays lost.
      const stageColumns = moved
        ? await recordStageMove(
            tx,
            publish,
            { workspaceId: actor.workspaceId, companyId: id, from: before.stage as PipelineStage, to: input.stage!, actorId: actor.userId, now, lostReason, lostNote },
            await loadDealSettings(tx, actor.workspaceId),
          )
        : input.stage === 'Lost'
          ? lostDetails(await loadDealSettings(tx, actor.workspaceId), lostReason, lostNote)
          : {};
      await tx
        .update(companies)
        .set({
          ...columns,
          ...stageColumns,
          ...(input.location !== undefined ? { headquarters: input.location } : {}),
          factSources: { ...(before.factSources as Record<string, unknown>), ...edited },
          updatedAt: new Date(),
        })
        .where(and(eq(companies.id, id), eq(companies.workspaceId, actor.workspaceId)));
      const company = (await findCompany(tx, actor.workspaceId, id, now))!;
      // The lost reason as the workspace spells it (the rep may have typed it in another case).
      const canonical = 'lostReason' in stageColumns ? (stageColumns.lostReason ?? undefined) : input.lostReason;
      const change = changeOf(before, { ...input, lostReason: canonical as string | undefined }, fields, newOwner);
      if (change.kind === 'stage' && change.from === change.to) return company;
      if (change.kind === 'owner' && change.from === change.to) return company;
      await publish({ type: 'company.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { company, change } });
      return company;
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505' && input.domain) throw duplicate(input.domain);
    throw err;
  }
}

/**
 * Deletes a company as the foreign keys say: its buyer signals go with it (cascade); its contacts,
 * batch rows, chats and messages stay, no longer linked to it (set null). Returns the counts.
 */
export async function deleteCompany(app: AppContext, actor: Actor, id: string): Promise<DeleteCompanyResponse['deleted']> {
  return inTransaction(app, async (tx, publish) => {
    const [counts] = await tx
      .select({
        contacts: sql<number>`(select count(*)::int from contacts c where c.company_id = ${id})`,
        alerts: sql<number>`(select count(*)::int from buyer_signal_alerts a where a.company_id = ${id})`,
      })
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.workspaceId, actor.workspaceId)));
    const [deleted] = await tx
      .delete(companies)
      .where(and(eq(companies.id, id), eq(companies.workspaceId, actor.workspaceId)))
      .returning({ id: companies.id, name: companies.name });
    if (!deleted || !counts) throw notFound('Company not found');
    const removed = { contacts: Number(counts.contacts), alerts: Number(counts.alerts) };
    await publish({ type: 'company.deleted', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { id, name: deleted.name, removed } });
    return { id, name: deleted.name, ...removed };
  });
}

export async function getCompanyDetail(app: AppContext, actor: Actor, id: string): Promise<CompanyDetail> {
  const company = await findCompany(app.db, actor.workspaceId, id, app.clock.now());
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
