import { THEMES, type Theme } from '../../contracts/catalogue.js';
import { REPLY_PRODUCTS_MAX, type ChatIntent, type RecommendedProduct } from '../../contracts/chat.js';
import type { ChatAnswer, ChatAssistant, ChatCompanyContext, ChatTools, ChatTurn } from '../ports/chat.js';
import { breakForQuantity } from '../catalogue/index.js';
import { countryName } from './check.js';
import { askedOrNot, listedUnlistedIntent, UNLISTED_ASKED_MAX, unlistedIntent } from './unlisted.js';
import { composeAnswer, describeIntent, productLine } from './compose.js';
import { conversationAct, HELP_TEXT, THANKS_TEXT, unreadableText } from './conversation.js';
import { hasAnyConstraint, hasProduct, intentOf, readQuestion } from './intent.js';
import type { Brief } from './brief/index.js';
import { recommend, type Recommendation } from './recommend.js';
import { withoutOwnNames } from './own-name.js';
import { formatDollars } from '../../contracts/money.js';

/**
 * The built-in assistant: reads the question in the conversation (server/assistant/intent.ts),
 * answers thanks, help, comparisons and unreadable messages for what they are, and otherwise
 * recommends checked catalogue products (server/assistant/recommend.ts). docs/product.md#chat-assistant.
 */

/** Items of one brief answered in one reply: four, three products each in a reply of twelve. */
const MAX_ITEMS = 4;

async function compare(turn: ChatTurn, count: number, tools: ChatTools): Promise<ChatAnswer> {
  const picks = turn.previousProducts.slice(0, Math.max(2, count));
  if (picks.length < 2) {
    return { content: 'There is nothing to compare yet: ask me for products first, then say "compare the first two".', products: [], intent: turn.previousIntent };
  }
  const qty = turn.previousIntent?.quantity ?? null;
  const rows: Array<{ p: RecommendedProduct; price: number | null; days: number | null }> = [];
  const lines = [`Comparing the first ${picks.length}${qty ? ` at ${qty.toLocaleString('en-US')} units` : ' at their minimum order'}:`];
  const known = await tools.products(picks.map((p) => p.id));
  for (const p of picks) {
    const facts = known.get(p.id);
    if (!facts) continue;
    const price = breakForQuantity(facts.priceBreaks, qty ?? facts.minQuantity)?.price ?? null;
    rows.push({ p, price, days: facts.prodTimeDays });
    const bits = [
      price === null ? p.priceText : `${formatDollars(price)} each`,
      `min ${facts.minQuantity.toLocaleString('en-US')}`,
      facts.prodTimeDays !== null ? `${facts.prodTimeDays} production days${facts.rushAvailable ? ' (rush available)' : ''}` : p.leadTime,
      `${facts.colors.length} colour${facts.colors.length === 1 ? '' : 's'}`,
      facts.madeIn ? `made in ${countryName(facts.madeIn)}` : null,
      facts.flags.envFriendly ? 'eco-friendly' : null,
      facts.flags.recyclable ? 'recyclable' : null,
    ];
    lines.push(`• ${p.name} (Item # ${p.itemNum}): ${bits.filter(Boolean).join(', ')}`);
  }
  const priced = rows.filter((r) => r.price !== null).sort((a, b) => a.price! - b.price!);
  if (priced.length >= 2 && priced[0].price! < priced[priced.length - 1].price!) lines.push(`Lowest price: ${priced[0].p.name} (${formatDollars(priced[0].price!)} vs ${formatDollars(priced[priced.length - 1].price!)}).`);
  const timed = rows.filter((r) => r.days !== null).sort((a, b) => a.days! - b.days!);
  if (timed.length >= 2 && timed[0].days! < timed[timed.length - 1].days!) lines.push(`Fastest: ${timed[0].p.name} (${timed[0].days} vs ${timed[timed.length - 1].days} production days).`);
  return { content: lines.join('\n'), products: rows.map((r) => r.p), intent: turn.previousIntent };
}

/** A vague question about the chat's company: its signals' themes (an anniversary → anniversary items) or categories. */
async function companyIdeas(turn: ChatTurn, company: ChatCompanyContext, base: ChatIntent, tools: ChatTools): Promise<ChatAnswer> {
  const signalThemes = company.signals.map((s) => s.signalType).filter((t): t is Theme => (THEMES as readonly string[]).includes(t));
  const themes = base.themes.length ? base.themes : signalThemes.slice(0, 1);
  const signal = company.signals.find((s) => themes.includes(s.signalType)) ?? company.signals[0];
  const intro = [
    `Here are ideas for ${company.name}${company.industry ? ` (${company.industry})` : ''}.`,
    signal ? `Their latest buying signal — ${signal.signalType}: ${signal.summary}` : null,
  ].filter((l): l is string => l !== null);
  if (themes.length > 0) {
    const intent = { ...base, themes };
    const rec = await recommend(intent, tools);
    const lines = [...intro, `Products for the ${themes.join(', ').toLowerCase()} theme:`, ...composeAnswer(intent, rec, { heading: false }).slice(1)];
    return { content: [...lines, 'Tell me a product, quantity, budget, colour or deadline and I will narrow it down.'].join('\n'), products: rec.products, intent: rec.intent };
  }
  const categories = [...new Set([...company.signals.flatMap((s) => s.productCategories), 'Drinkware', 'Apparel', 'Bags'])].slice(0, 3);
  const per = Math.ceil(REPLY_PRODUCTS_MAX / categories.length);
  const products: RecommendedProduct[] = [];
  const lines = [...intro, `I picked ${categories.join(', ')}:`];
  for (const category of categories) {
    const rec = await recommend({ ...base, category }, tools, per);
    products.push(...rec.products);
    if (rec.products[0]) lines.push(`${category}: ${productLine(rec.products[0]).slice(2)}`);
  }
  lines.push('Tell me a product, quantity, budget, colour or deadline and I will narrow it down.');
  return { content: lines.join('\n'), products: products.slice(0, REPLY_PRODUCTS_MAX), intent: { ...base, category: null } };
}

type FoundElsewhere = { phrase: string; asked: ChatIntent; rec: Recommendation };
/** What was asked of a catalogue the vocabulary does not cover: what it has, and the phrases past the cap, never asked. */
type OpenCatalogueAnswer = { found: FoundElsewhere[]; notAsked: string[] };

/**
 * Products the vocabulary lacks listed beside those it has ('200 mugs and 300 kazoos'), or several of
 * them ('kazoos and snow globes'), asked of a catalogue the vocabulary does not cover (SAGE's) before
 * the reply says it has none: those it has, each with its recommendation (UNLISTED_ASKED_MAX at most;
 * the rest are not asked, and the reply says so instead of saying the catalogue has none of them).
 * One alone is unlistedIntent's.
 */
async function foundInOpenCatalogue(brief: Brief, intent: ChatIntent, items: number, tools: ChatTools, now: Date): Promise<OpenCatalogueAnswer> {
  const { asked, notAsked } = askedOrNot(items > 0 ? brief.absent.filter((a) => !intent.absent.includes(a)) : brief.absent.length > 1 ? brief.absent : []);
  const per = Math.max(1, Math.floor(REPLY_PRODUCTS_MAX / (items + asked.length)));
  const found: FoundElsewhere[] = [];
  for (const phrase of asked) {
    const unlisted = listedUnlistedIntent(brief, phrase, now);
    const rec = await recommend(unlisted, tools, per);
    if (rec.products.length > 0) found.push({ phrase, asked: unlisted, rec });
  }
  return { found, notAsked };
}

/** The line for products listed past what one reply looks up: not said to be missing, since nobody looked. */
function notLookedUpText(phrases: readonly string[]): string {
  return `Not looked up yet: ${phrases.join(' and ')} (I look up at most ${UNLISTED_ASKED_MAX} products I do not know by name in one reply). Ask about ${phrases.length === 1 ? 'it' : 'them'} in another message.`;
}

export function createBuiltinAssistant(): ChatAssistant {
  return {
    async reply(turn, tools) {
      const read = readQuestion(turn.message, turn.previousIntent, turn.previousPrices, tools.vocabulary, turn.now);
      const act = conversationAct(turn.message, read.brief);
      if (act?.kind === 'thanks') return { content: THANKS_TEXT, products: [], intent: null };
      if (act?.kind === 'help') return { content: HELP_TEXT, products: [], intent: null };
      if (act?.kind === 'compare') return compare(turn, act.count, tools);
      if (act?.kind === 'unreadable' && !read.followUp) return { content: unreadableText(turn.message), products: [], intent: null };

      const { intent, brief } = read;
      // The chat company's own name in front of a product is their logo (the intent was read from the brief before).
      const company = turn.company?.name ?? null;
      const own = withoutOwnNames(brief, company ? [company] : []);
      intent.absent = intent.absent.filter((a) => !own(a));
      if (!hasProduct(intent) && !read.followUp) {
        if (turn.company && (intent.themes.length > 0 || !hasAnyConstraint(intent))) return companyIdeas(turn, turn.company, intent, tools);
        if (!hasAnyConstraint(intent)) return { content: HELP_TEXT, products: [], intent: null };
      }
      const items = brief.items.slice(0, MAX_ITEMS);
      const open: OpenCatalogueAnswer = tools.openCatalogue && !read.followUp ? await foundInOpenCatalogue(brief, intent, items.length, tools, turn.now) : { found: [], notAsked: [] };
      const foundBeside = open.found;
      const unchecked = (phrase: string) => open.notAsked.includes(phrase);
      const absent = brief.absent.filter((a) => !foundBeside.some((f) => f.phrase === a) && !unchecked(a));
      // A product the catalogue lacks, named beside products it has ('sunglasses and can coolers').
      // (Said here unless the answer's own intent carries it: its products are then that product's alternatives.)
      const lacking = [
        ...((items.length > 0 && absent.some((a) => !intent.absent.includes(a))) || (items.length === 0 && foundBeside.length > 0 && absent.length > 0)
          ? [`The catalogue has no ${absent.join(' or ')}.`]
          : []),
        ...(open.notAsked.length > 0 ? [notLookedUpText(open.notAsked)] : []),
        ...(brief.unlistedColours ? [`No product in the catalogue comes in ${brief.unlistedColours.join(' or ')}: the colours each product does come in are on its card.`] : []),
      ];
      if (items.length === 0 && foundBeside.length === 1) {
        const { asked, rec } = foundBeside[0]!;
        const [heading, ...answer] = composeAnswer(asked, rec, { company });
        return { content: [heading, ...lacking, ...answer].join('\n'), products: rec.products, intent: rec.intent };
      }
      if (items.length + foundBeside.length > 1 && !read.followUp) {
        const lines: string[] = [`You asked for ${items.length + foundBeside.length} products; here are the fits for each.`, ...lacking];
        const products: RecommendedProduct[] = [];
        let first: ChatIntent | null = null;
        // The answer's intent is its first product's, with what any product relaxed (each card says what it misses).
        const relaxed = new Set<string>();
        const sections = [...items.map((item) => ({ asked: intentOf(brief, item, turn.now), rec: null as Recommendation | null })), ...foundBeside];
        for (const section of sections) {
          const rec = section.rec ?? (await recommend(section.asked, tools, Math.floor(REPLY_PRODUCTS_MAX / sections.length)));
          first ??= rec.intent;
          for (const key of rec.intent.relaxed) relaxed.add(key);
          lines.push('', `${describeIntent(section.asked)}:`, ...composeAnswer(section.asked, rec, { heading: false }));
          products.push(...rec.products);
        }
        return { content: lines.join('\n'), products: products.slice(0, REPLY_PRODUCTS_MAX), intent: first && { ...first, relaxed: [...relaxed] } };
      }
      // A catalogue the vocabulary does not cover may have what the vocabulary lacks: asked of it first.
      const unlisted = tools.openCatalogue && !read.followUp ? unlistedIntent(intent) : null;
      const found = unlisted ? await recommend(unlisted, tools) : null;
      // (Its own 'has no' names only what was looked up.)
      const asked = found && found.products.length > 0 ? unlisted! : { ...intent, absent: intent.absent.filter((a) => !unchecked(a)) };
      const rec = found && found.products.length > 0 ? found : await recommend(intent, tools);
      const [heading, ...answer] = composeAnswer(asked, rec, { company });
      return { content: [heading, ...lacking, ...answer].join('\n'), products: rec.products, intent: rec.intent };
    },
  };
}
