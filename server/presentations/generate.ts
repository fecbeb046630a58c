import { and, desc, eq } from 'drizzle-orm';
import { format } from 'date-fns/format';
import { splitCommaList, DEFAULT_BRAND_TONE, BRAND_TONES, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type BrandTone } from '../../contracts/branding.js';
import type { AppContext } from '../context.js';
import type { ProductSummary } from '../../contracts/catalogue.js';
import type { Actor } from '../auth/middleware.js';
import { buyerSignalAlerts, companies, presentations, profiles, userCompanyProfiles, users } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { monthNamed, parseMessageBrief, productionDaysLeft, RUSH_WITHIN, shippingDaysOf, unitBudgetCents, type Brief, type BriefItem, catalogueVocabulary, nameIsType, namesUnlisted, ownCategories, askedOrNot, unlistedCount, unlistedName, withoutOwnNames } from '../assistant/index.js';
import { cheapestPrice, occasionCategories, openCatalogueHas, parsePresentationPrompt, embeddableImage, quoteProducts, type ProductWant, type QuotedProduct } from '../writers/index.js';
import type { DeckItem, DeckOrder, DeckProduct, PresentationBrief } from '../ports/presentations.js';
import { PermanentJobError } from '../jobs/port.js';
import { findPresentation } from './queries.js';
import { sanitizePresentationHtml } from './sanitize.js';
import type { GenerateJob } from './service.js';

const one = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

const DEFAULT_CATEGORIES = ['Drinkware', 'Apparel', 'Bags'];
/** Products on the deck in all; each requested item gets at least one. */
const MAX_PRODUCTS = 6;

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
    researchSource: company.researchSource,
    signals: signals.map((s) => ({ signalType: s.signalType, summary: s.summary, useCase: s.useCase, nextSteps: s.stepsTaken ?? [], evidence: s.evidence, source: s.provider })),
    categories: signals.flatMap((s) => s.productCategories ?? []),
  };
}

const deckProduct = async (app: AppContext, p: QuotedProduct): Promise<DeckProduct> => ({
  id: p.id,
  name: p.name,
  imageUrl: await embeddableImage(app, p),
  keySellingPoint: p.keySellingPoint,
  category: p.category,
  unitPrice: p.unitPrice,
  quantity: p.quantity,
  minQuantity: p.minQuantity,
  leadTime: p.leadTime,
  productionDays: p.productionDays,
  rushNeeded: p.rushNeeded,
  supplierName: p.supplierName,
  itemNum: p.itemNum,
});

/** "in 10 business days (by Monday, December 7, 2026)", "by Friday, December 11, 2026": the client reads the day itself. */
export function deadlineText(d: NonNullable<Brief['deadline']>): string {
  if (d.production) return `produced within ${d.days} days`;
  const day = d.date ? format(new Date(`${d.date}T12:00:00Z`), 'EEEE, MMMM d, yyyy') : null;
  if (d.businessDays !== undefined) return `in ${d.businessDays} business days${day ? ` (by ${day})` : ''}`;
  if (day) return `by ${day}`;
  return d.days % 7 === 0 && d.days >= 7 ? `in ${d.days / 7} week${d.days === 7 ? '' : 's'}` : `in ${d.days} days`;
}

/**
 * A total budget over several products, shared by what each costs: every item's share is its
 * cheapest fitting product's cost at its quantity, scaled to the budget, so that the cheapest picks
 * together fit it whenever the catalogue allows (an equal price per unit for a $4 pen and a $20
 * padfolio fits neither). Items with a budget of their own keep it; without a count, nothing is shared.
 */
async function shareTotal(app: AppContext, actor: Actor, wants: ProductWant[], items: BriefItem[], total: number): Promise<void> {
  const shared = wants.filter((w, k) => w.quantity !== null && items[k].budgetCents === undefined);
  if (shared.length < 2) return;
  const own = wants.reduce((sum, w, k) => sum + (items[k].budgetCents !== undefined && w.quantity !== null ? (items[k].budgetCents! / 100) * w.quantity : 0), 0);
  const cheapest = await Promise.all(shared.map((w) => cheapestPrice(app, actor, { ...w, unitBudget: null })));
  const cost = shared.reduce((sum, w, k) => sum + (cheapest[k] ?? 0) * w.quantity!, 0);
  if (cheapest.some((c) => c === null) || cost <= 0) return;
  // Over budget even at the cheapest: each item at its cheapest, and the summary says by how much.
  const scale = Math.max(1, (total - own) / cost);
  shared.forEach((w, k) => (w.unitBudget = Math.floor(cheapest[k]! * scale * 100 + 1e-6) / 100));
}

/** A product the vocabulary lacks ('kazoo'), searched for by its name in a catalogue the vocabulary does not cover: only products named so. */
const unlistedWant = (productType: string): ProductWant => ({
  keywords: '',
  itemName: productType,
  isWanted: (p) => namesUnlisted(productType, p.name),
  category: null,
  colors: [],
  quantity: null,
  unitBudget: null,
  maxDays: null,
});

/**
 * The order the prompt describes, read once by the shared brief parser, with real catalogue
 * products for every item at its own quantity, colours, unit budget and the production days the
 * deadline leaves. A prompt that names no product gets the occasion's or the company's categories.
 */
async function orderFor(app: AppContext, actor: Actor, prompt: string, occasion: string | null, signalCategories: string[], now: Date, clientNames: readonly string[] = []): Promise<DeckOrder> {
  const vocabulary = await catalogueVocabulary(app.db);
  const brief = parseMessageBrief(prompt, vocabulary, now);
  // ('300 Northwind mugs' for Northwind Outfitters: their logo on mugs, not a brand the catalogue lacks.)
  withoutOwnNames(brief, clientNames);
  // "Produced within 5 days" is the production time itself; a delivery date leaves its working days
  // less those kept for shipping (the assistant's rule: one home, productionDaysLeft).
  const deadline = brief.deadline
    ? {
        productionDays: productionDaysLeft(brief.deadline, now),
        text: deadlineText(brief.deadline),
        shippingDays: shippingDaysOf(brief.deadline),
      }
    : null;
  const month = deadline ? null : monthNamed(prompt, now);
  // Products the brief parser's vocabulary lacks ('kazoos') are asked of a catalogue it does not cover (SAGE's) before
  // the deck says the catalogue has none: each found is an item of its own, at its own count.
  // (A few at most: each is a search of SAGE, whose calls are counted.)
  const ask = askedOrNot(brief.absent);
  const lacking = ask.asked.map((phrase) => ({ phrase, productType: unlistedName(phrase) }));
  const has = lacking.length ? await openCatalogueHas(app, actor, lacking.map((l) => unlistedWant(l.productType))) : null;
  // Those past the few asked were not looked up: said to be confirmed, never to be missing.
  const unchecked = has ? ask.notAsked : [];
  const unlisted = new Map<BriefItem, string>();
  for (const [k, { phrase, productType }] of lacking.entries()) {
    if (!has?.[k]) continue;
    const quantity = unlistedCount(brief, phrase) ?? brief.quantity;
    unlisted.set({ productType, colours: [...brief.colours], descriptors: [], ...(quantity !== undefined ? { quantity } : {}) }, phrase);
  }
  const foundElsewhere = new Set(unlisted.values());
  // A kind the catalogue lacks ('dry bags') beside products it has is said plainly (absent), not
  // filled with another kind of the same word: a client's deck shows only what was asked for.
  const offered = brief.items.filter((i) => !i.missing);
  const asked = [...(offered.length ? offered : brief.items), ...unlisted.keys()];
  const items: BriefItem[] = asked.length
    ? asked
    : [...occasionCategories(occasion), ...signalCategories, ...DEFAULT_CATEGORIES]
        .filter((c, i, all) => all.indexOf(c) === i)
        .slice(0, 3)
        .map((category) => ({ productType: category.toLowerCase(), category, colours: [...brief.colours], descriptors: [], ...(brief.quantity ? { quantity: brief.quantity } : {}) }));
  const perItem = Math.max(1, Math.min(2, Math.floor(MAX_PRODUCTS / items.length)));
  const taken = new Set<string>();
  const out: DeckItem[] = [];
  const wants = items.map((item): ProductWant => {
    // No quantity in the brief: no made-up order size; each product is quoted at its own minimum order.
    const quantity = item.quantity ?? brief.quantity ?? null;
    const unit = unitBudgetCents(brief, { ...(quantity !== null ? { quantity } : {}), ...(item.budgetCents !== undefined ? { budgetCents: item.budgetCents } : {}) });
    const type = item.type;
    return {
      ...(unlisted.has(item)
        ? unlistedWant(item.productType)
        : {
            keywords: item.descriptors.join(' '),
            itemName: type ? type.words.join(' ') : undefined,
            isWanted: type ? (p: ProductSummary) => nameIsType(type, p.name, ownCategories(p)) : undefined,
            category: item.category ?? (type && type.categories.length === 1 ? type.categories[0] : null),
          }),
      colors: item.colours,
      quantity,
      unitBudget: unit && unit.max !== null ? unit.max / 100 : null,
      unitFloor: unit?.min !== undefined ? unit.min / 100 : null,
      maxDays: deadline?.productionDays ?? null,
      rushWithin: brief.deadline !== undefined && !brief.deadline.production && deadline !== null && deadline.productionDays <= RUSH_WITHIN,
    };
  });
  if (brief.budget?.kind === 'total' && brief.budget.cents !== undefined) await shareTotal(app, actor, wants, items, brief.budget.cents / 100);
  for (const [k, item] of items.entries()) {
    const quantity = wants[k].quantity;
    const { products, relaxed } = await quoteProducts(app, actor, wants[k], perItem, taken);
    for (const p of products) taken.add(p.id);
    out.push({
      label: item.productType,
      quantity,
      colours: item.colours,
      decoration: item.decoration ?? null,
      ...(item.budgetCents !== undefined ? { unitBudget: item.budgetCents / 100 } : {}),
      products: await Promise.all(products.map((p) => deckProduct(app, p))),
      relaxed,
    });
  }
  return {
    items: out,
    budget: brief.budget?.cents !== undefined ? { kind: brief.budget.kind, amount: brief.budget.cents / 100 } : null,
    ...(brief.budget?.kind === 'unit' && brief.budget.minCents !== undefined ? { priceFloor: brief.budget.minCents / 100 } : {}),
    deadline,
    ...(month ? { month } : {}),
    // (Words of the client's own name are no event: 'fairway summit' of Fairway Summit Golf Club.)
    event: brief.event && !clientNames.some((name) => name.toLowerCase().includes(brief.event!.toLowerCase())) ? brief.event : null,
    absent: [...brief.absent.filter((a) => !foundElsewhere.has(a) && !unchecked.includes(a)), ...brief.items.flatMap((i) => (i.missing ? [i.missing] : []))],
    ...(unchecked.length ? { unchecked } : {}),
  };
}

/** Everything the writer needs, read when the job runs (branding may have changed since). */
export async function briefFor(app: AppContext, job: GenerateJob, row: { title: string; description: string | null }): Promise<PresentationBrief> {
  const db = app.db;
  const names = (await db.select({ name: companies.name }).from(companies).where(eq(companies.workspaceId, job.workspaceId))).map((c) => c.name);
  const request = parsePresentationPrompt(job.prompt, names);
  const now = app.clock.now();
  const company = await companyOf(app, job.workspaceId, request.companyName);
  const branding = await one(db.select().from(userCompanyProfiles).where(eq(userCompanyProfiles.workspaceId, job.workspaceId)));
  const profile = await one(db.select({ fullName: profiles.fullName, title: profiles.title }).from(profiles).where(eq(profiles.id, job.userId)));
  const user = await one(db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, job.userId)));
  const tone = (BRAND_TONES as readonly string[]).includes(branding?.brandTone ?? '') ? (branding!.brandTone as BrandTone) : DEFAULT_BRAND_TONE;
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
      tone,
      primaryColor: branding?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
      secondaryColor: branding?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
      keywords: splitCommaList(branding?.brandKeywords) ?? [],
      services: splitCommaList(branding?.servicesOffered) ?? [],
      industries: splitCommaList(branding?.industriesServed) ?? [],
    },
    company: company ? (companyFacts as NonNullable<PresentationBrief['company']>) : null,
    order: await orderFor(app, actor, job.prompt, request.occasion, signalCategories, now, [request.clientName, request.companyName].filter((n): n is string => n !== null)),
    date: format(now, 'MMM d, yyyy'),
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
      .set({ content: { htmlContent: html }, guidance: written.guidance, generationStatus: 'idle', provider: writer.label, error: null, updatedAt: new Date() })
      .where(and(eq(presentations.id, row.id), eq(presentations.generationStatus, 'generating')))
      .returning({ id: presentations.id });
    if (!updated) return;
    const presentation = (await findPresentation(tx, job.workspaceId, row.id))!;
    await publish({ type: 'presentation.updated', workspaceId: job.workspaceId, subjectId: row.id, payload: { presentation } });
  });
}
