import { and, desc, eq } from 'drizzle-orm';
import { format } from 'date-fns';
import { splitCommaList, DEFAULT_BRAND_TONE, BRAND_TONES, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type BrandTone } from '../../contracts/branding.js';
import type { ProductSummary } from '../../contracts/catalogue.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { buyerSignalAlerts, companies, presentations, profiles, userCompanyProfiles, users } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { searchCatalogue } from '../catalogue/service.js';
import { occasionCategories, parsePresentationPrompt } from '../providers/presentations/prompt.js';
import type { DeckProduct, PresentationBrief, PresentationRequest } from '../providers/presentations/types.js';
import { PermanentJobError } from '../../jobs/define.js';
import { findPresentation } from './queries.js';
import { sanitizePresentationHtml } from './sanitize.js';
import type { GenerateJob } from './service.js';

const one = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** Quoted when the prompt names no quantity: a common mid-size order. */
export const DEFAULT_DECK_QUANTITY = 250;
const DEFAULT_CATEGORIES = ['Drinkware', 'Apparel', 'Bags'];
const MAX_PRODUCTS = 4;

/** The named company with its research and newest buying signals, or null. */
async function companyOf(app: AppContext, workspaceId: string, name: string | null): Promise<PresentationBrief['company'] & { categories: string[] } | null> {
  if (!name) return null;
  const rows = await app.db.select().from(companies).where(eq(companies.workspaceId, workspaceId)).orderBy(companies.createdAt, companies.id);
  const company = rows.find((c) => c.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (!company) return null;
  const signals = await app.db
    .select()
    .from(buyerSignalAlerts)
    .where(and(eq(buyerSignalAlerts.workspaceId, workspaceId), eq(buyerSignalAlerts.companyId, company.id)))
    .orderBy(desc(buyerSignalAlerts.createdAt), buyerSignalAlerts.id)
    .limit(5);
  return {
    name: company.name,
    domain: company.domain,
    industry: company.industry ?? company.primaryIndustry,
    headquarters: company.headquarters ?? company.location,
    companySize: company.companySize ?? company.size,
    description: company.description,
    recentActivity: company.recentActivity,
    promoOpportunities: company.promoOpportunities,
    uniqueCharacteristics: company.uniqueCharacteristics,
    eventParticipationLikelihood: company.eventParticipationLikelihood,
    signals: signals.map((s) => ({ signalType: s.signalType, summary: s.summary, useCase: s.useCase, nextSteps: s.stepsTaken ?? [] })),
    categories: signals.flatMap((s) => s.productCategories ?? []),
  };
}

const deckProduct = (p: ProductSummary, category: string): DeckProduct => ({
  id: p.id,
  name: p.name,
  imageUrl: p.imageUrl ?? p.thumbUrl,
  keySellingPoint: p.keySellingPoint,
  category: p.categories[0] ?? category,
  unitPrice: p.price.min,
  priceText: p.priceText,
  minQuantity: p.minQuantity,
  leadTime: p.leadTime,
  supplierName: p.supplier.name,
});

/**
 * Real products from the workspace's catalogue for what the prompt asks: named items or
 * categories, else what the occasion or the company's signals suggest, priced at the quantity
 * and under the per-unit budget when one is named (relaxed when nothing fits).
 */
async function productsFor(app: AppContext, actor: Actor, request: PresentationRequest, signalCategories: string[], quantity: number): Promise<DeckProduct[]> {
  const wants = request.wants.length
    ? request.wants
    : [...occasionCategories(request.occasion), ...signalCategories, ...DEFAULT_CATEGORIES]
        .filter((c, i, all) => all.indexOf(c) === i)
        .slice(0, 3)
        .map((category) => ({ category, keyword: null }));
  const perWant = Math.max(1, Math.ceil(MAX_PRODUCTS / wants.length));
  const chosen: DeckProduct[] = [];
  for (const want of wants) {
    if (chosen.length >= MAX_PRODUCTS) break;
    const attempts = [
      { keywords: want.keyword ?? '', priceHigh: request.unitBudget },
      { keywords: want.keyword ?? '', priceHigh: null },
      { keywords: '', priceHigh: null },
    ];
    for (const a of attempts) {
      const found = await searchCatalogue(app, actor, {
        categories: want.category,
        keywords: a.keywords,
        qty: quantity,
        ...(a.priceHigh ? { priceHigh: a.priceHigh } : {}),
        maxRecs: perWant + MAX_PRODUCTS,
      }).catch(() => null);
      const fresh = (found?.products ?? []).filter((p) => !chosen.some((c) => c.id === p.id)).slice(0, perWant);
      if (fresh.length) {
        chosen.push(...fresh.map((p) => deckProduct(p, want.category)).slice(0, MAX_PRODUCTS - chosen.length));
        break;
      }
    }
  }
  return chosen;
}

/** Everything the writer needs, read when the job runs (branding may have changed since). */
export async function briefFor(app: AppContext, job: GenerateJob, row: { title: string; description: string | null }): Promise<PresentationBrief> {
  const db = app.db;
  const names = (await db.select({ name: companies.name }).from(companies).where(eq(companies.workspaceId, job.workspaceId))).map((c) => c.name);
  const request = parsePresentationPrompt(job.prompt, names);
  const company = await companyOf(app, job.workspaceId, request.companyName);
  const branding = await one(db.select().from(userCompanyProfiles).where(eq(userCompanyProfiles.workspaceId, job.workspaceId)));
  const profile = await one(db.select({ fullName: profiles.fullName, title: profiles.title }).from(profiles).where(eq(profiles.id, job.userId)));
  const user = await one(db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, job.userId)));
  const tone = (BRAND_TONES as readonly string[]).includes(branding?.brandTone ?? '') ? (branding!.brandTone as BrandTone) : DEFAULT_BRAND_TONE;
  const quantity = request.quantity ?? DEFAULT_DECK_QUANTITY;
  const actor: Actor = { userId: job.userId, workspaceId: job.workspaceId, role: 'member' };
  const { categories: signalCategories = [], ...companyFacts } = company ?? {};
  return {
    title: row.title,
    description: row.description,
    prompt: job.prompt,
    request: { ...request, industry: request.industry ?? company?.industry ?? null },
    sender: {
      name: profile?.fullName ?? user?.fullName ?? '',
      title: profile?.title ?? null,
      email: user?.email ?? null,
      companyName: branding?.companyName ?? null,
      website: branding?.websiteUrl ?? null,
      logoUrl: branding?.logoUrl ?? null,
      tone,
      primaryColor: branding?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
      secondaryColor: branding?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
      keywords: splitCommaList(branding?.brandKeywords) ?? [],
      services: splitCommaList(branding?.servicesOffered) ?? [],
      industries: splitCommaList(branding?.industriesServed) ?? [],
    },
    company: company ? (companyFacts as NonNullable<PresentationBrief['company']>) : null,
    products: await productsFor(app, actor, request, signalCategories, quantity),
    quantity,
    date: format(new Date(), 'MMM d, yyyy'),
  };
}

/** The job: writes the deck, sanitises it and publishes it to the user. Idempotent (only generating rows). */
export async function writeRequestedPresentation(app: AppContext, job: GenerateJob): Promise<void> {
  const row = await one(app.db.select().from(presentations).where(and(eq(presentations.id, job.presentationId), eq(presentations.workspaceId, job.workspaceId))));
  if (!row) throw new PermanentJobError('The presentation no longer exists');
  if (row.generationStatus !== 'generating') return;
  const writer = app.providers.presentations;
  const written = await writer.write(await briefFor(app, job, row));
  const html = sanitizePresentationHtml(written.html);
  if (!html) throw new Error('The writer returned no usable HTML');
  await inTransaction(app, async (tx, publish) => {
    const [updated] = await tx
      .update(presentations)
      .set({ content: { htmlContent: html }, generationStatus: 'idle', provider: writer.label, error: null, updatedAt: new Date() })
      .where(and(eq(presentations.id, row.id), eq(presentations.generationStatus, 'generating')))
      .returning({ id: presentations.id });
    if (!updated) return;
    const presentation = (await findPresentation(tx, job.workspaceId, row.id))!;
    await publish({ type: 'presentation.updated', workspaceId: job.workspaceId, subjectId: row.id, payload: { presentation } });
  });
}
