import { and, eq } from 'drizzle-orm';
import { splitCommaList, DEFAULT_BRAND_TONE, BRAND_TONES, type BrandTone } from '../../contracts/branding.js';
import type { MessageKind } from '../../contracts/messages.js';
import type { AppContext } from '../context.js';
import { templateVisibleTo } from '../settings/index.js';
import { buyerSignalAlerts, companies, contacts, generatedMessages, messageTemplates, profiles, userCompanyProfiles, users } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import type { MessageBrief, MessageProduct } from '../ports/messages.js';
import { PermanentJobError } from '../jobs/port.js';
import type { Actor } from '../auth/middleware.js';
import { quoteProducts, quantitiesToQuote, roleAngleOf } from '../writers/index.js';
import { BRAND_NAME_REQUIRED_MESSAGE } from '../../contracts/messages.js';
import { findMessage } from './queries.js';

export type GenerateJob = { messageId: string; userId: string; workspaceId: string };

const one = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/**
 * One or two catalogue products for the message: from the signal's categories, else from what
 * suits the reader's role, quoted at the signal's size or the company's (order-quantity.ts; raised
 * to the next tier when the products' minimum order is higher).
 */
async function productsFor(app: AppContext, actor: Actor, categories: readonly string[], quantities: readonly number[]): Promise<MessageProduct[]> {
  for (const quantity of quantities) {
    const picked: MessageProduct[] = [];
    const taken = new Set<string>();
    for (const category of categories.slice(0, 2)) {
      const { products } = await quoteProducts(app, actor, { keywords: '', category, colors: [], quantity, unitBudget: null, maxDays: null }, 1, taken);
      for (const p of products) {
        taken.add(p.id);
        picked.push({ name: p.name, category: p.category, unitPrice: p.unitPrice, quantity, leadTime: p.leadTime, supplierName: p.supplierName, itemNum: p.itemNum });
      }
    }
    if (picked.length) return picked;
  }
  return [];
}

/** Everything the writer needs, read fresh when the job runs (the user may have changed branding). */
type BriefFields = Pick<typeof generatedMessages.$inferSelect, 'contactId' | 'companyId' | 'buyingSignalId' | 'templateId' | 'messageType'>;

async function briefFor(app: AppContext, job: Omit<GenerateJob, 'messageId'>, row: BriefFields): Promise<MessageBrief> {
  const db = app.db;
  const contact = row.contactId
    ? await one(db.select().from(contacts).where(and(eq(contacts.id, row.contactId), eq(contacts.workspaceId, job.workspaceId))))
    : undefined;
  const company = row.companyId
    ? await one(db.select().from(companies).where(and(eq(companies.id, row.companyId), eq(companies.workspaceId, job.workspaceId))))
    : undefined;
  if (!contact || !company) throw new PermanentJobError('The contact or its company no longer exists');
  const signal = row.buyingSignalId
    ? await one(db.select().from(buyerSignalAlerts).where(and(eq(buyerSignalAlerts.id, row.buyingSignalId), eq(buyerSignalAlerts.workspaceId, job.workspaceId))))
    : undefined;
  const template = row.templateId
    ? await one(db.select().from(messageTemplates).where(and(eq(messageTemplates.id, row.templateId), templateVisibleTo(job))))
    : undefined;
  if (row.templateId && !template) throw new PermanentJobError('The chosen template no longer exists');
  const branding = await one(db.select().from(userCompanyProfiles).where(eq(userCompanyProfiles.workspaceId, job.workspaceId)));
  const profile = await one(db.select({ fullName: profiles.fullName, title: profiles.title }).from(profiles).where(eq(profiles.id, job.userId)));
  const user = await one(db.select({ fullName: users.fullName }).from(users).where(eq(users.id, job.userId)));
  const tone = (BRAND_TONES as readonly string[]).includes(branding?.brandTone ?? '') ? (branding!.brandTone as BrandTone) : DEFAULT_BRAND_TONE;
  const companyName = branding?.companyName?.trim();
  if (!companyName) throw new PermanentJobError(BRAND_NAME_REQUIRED_MESSAGE);
  const actor: Actor = { userId: job.userId, workspaceId: job.workspaceId, role: 'member' };
  const categories = signal?.productCategories?.length ? signal.productCategories : [...roleAngleOf(contact.jobTitle).categories];
  return {
    kind: row.messageType as MessageKind,
    sender: {
      name: profile?.fullName ?? user?.fullName ?? '',
      title: profile?.title ?? null,
      companyName,
      website: branding?.websiteUrl ?? null,
      tone,
      keywords: splitCommaList(branding?.brandKeywords) ?? [],
      services: splitCommaList(branding?.servicesOffered) ?? [],
      industries: splitCommaList(branding?.industriesServed) ?? [],
      spelling: 'US',
    },
    contact: { firstName: contact.firstName, lastName: contact.lastName, jobTitle: contact.jobTitle },
    company: {
      name: company.name,
      industry: company.industry,
      promoOpportunities: company.promoOpportunities,
      uniqueCharacteristics: company.uniqueCharacteristics,
      eventParticipationLikelihood: company.eventParticipationLikelihood,
      researchSource: company.researchSource,
    },
    signal: signal
      ? {
          signalType: signal.signalType,
          summary: signal.summary,
          evidence: signal.evidence,
          source: signal.provider,
          occurredAt: signal.occurredAt?.toISOString() ?? null,
          useCase: signal.useCase,
          productCategories: signal.productCategories ?? [],
          nextSteps: signal.stepsTaken ?? [],
        }
      : null,
    products: await productsFor(app, actor, categories, quantitiesToQuote(signal?.evidence, company.employeeCount)),
    template: template ? { subject: template.subject, content: template.content } : null,
    today: app.clock.now().toISOString(),
    signalMaxAgeDays: app.config.signalMaxAgeDays,
  };
}

/**
 * Writes one message now, without a stored draft (a sequence's step, when it runs): the same
 * writer and brief as a message the rep asks for. Throws PermanentJobError when the contact, its
 * company or the template is gone, or the brand name is missing.
 */
export async function writeMessageNow(app: AppContext, who: { userId: string; workspaceId: string }, fields: BriefFields): Promise<{ subject: string | null; message: string; provider: string }> {
  const writer = app.providers.messages;
  const written = await writer.write(await briefFor(app, who, fields));
  return { subject: written.subject ?? null, message: written.message, provider: writer.label };
}

/** The job: writes a pending message and publishes it to the user. Idempotent (only pending rows). */
export async function writePendingMessage(app: AppContext, job: GenerateJob): Promise<void> {
  const row = await one(app.db.select().from(generatedMessages).where(and(eq(generatedMessages.id, job.messageId), eq(generatedMessages.userId, job.userId))));
  if (!row || row.status !== 'pending') return;
  const writer = app.providers.messages;
  const written = await writer.write(await briefFor(app, job, row));
  await inTransaction(app, async (tx, publish) => {
    const [updated] = await tx
      .update(generatedMessages)
      .set({ subject: written.subject, message: written.message, guidance: written.guidance, status: 'ready', provider: writer.label, error: null, updatedAt: new Date() })
      .where(and(eq(generatedMessages.id, row.id), eq(generatedMessages.status, 'pending')))
      .returning({ id: generatedMessages.id });
    if (!updated) return;
    const message = (await findMessage(tx, job.userId, row.id))!;
    await publish({ type: 'message.updated', userId: job.userId, subjectId: row.id, payload: { message } });
  });
}
