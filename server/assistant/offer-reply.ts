import type { ChatIntent } from '../../contracts/chat.js';
import { escapeRegExp } from '../regexp.js';
import { parseBrief } from './brief/index.js';
import { splitThread, type Thread } from './brief/thread.js';
import type { Brief, BriefItem } from './brief/types.js';
import type { CatalogueVocabulary } from './vocabulary.js';

/**
 * A client's reply to the rep's own offer, quote or order recap ('Hi Rosa, the caps were a hit —
 * same caps again, 80 of them, in kelly green' over 'On … Rosa Diaz <rosa@…> wrote: > 60 x Structured
 * Cap, black @ $9.10'). The reply is the request: the offer's prices were what the rep asked, not the
 * client's budget, and its dates (a quote valid until …) are no deadline. What the reply points back
 * at stays: the kind of product it names by its short name ('the caps' for the offer's structured
 * caps), its count when the reply keeps it ('the same count', '300 again'), its colour when
 * the reply keeps the rest ('same as before otherwise', a reorder).
 */

/** A priced line of an offer or order: '60 x Structured Cap @ $9.10', '… $2.50 ea = $750.00'. */
const PRICED_AT = /@\s*\$\s*\d|\$\s*\d[\d,]*(?:\.\d\d)?\s*(?:(?:ea|each)\s*)?=\s*\$\s*\d/;
/** The name an earlier message opens by greeting: 'Marta, pricing below:', 'Hi Marta —'. */
const GREETED = /^(?:(?:hi|hey|hello|dear)\s+)?([A-Z][a-z'’-]+)\s*[,—–:-]/;
const KEEPS_COUNT = /\b(?:same (?:quantity|qty|count|number|amount)|again|as before|same as (?:before|last time)|re-?order(?:ing)?)\b/i;
const KEEPS_REST = /\b(?:same as (?:before|last time)|as before|re-?order(?:ing)?|same colou?rs?)\b/i;

/**
 * The earlier message is the rep's: the reply greets its writer ('Hi Rosa,', 'Rosa —'), the earlier
 * message greets the reply's writer (its 'Marta,' over a reply signed 'Marta Lind'), or it prices its
 * lines ('@ $9.10').
 */
export function answersOffer(thread: Thread): boolean {
  if (thread.earlier === null) return false;
  const firstLine = (text: string) => (text.split('\n').find((l) => l.trim()) ?? '').trim();
  const greetsWriter =
    thread.author !== null && new RegExp(String.raw`^(?:(?:hi|hey|hello|dear|thanks|thank you|good morning|morning)[\s,!]+)?${escapeRegExp(thread.author)}\b`, 'i').test(firstLine(thread.reply));
  const greeted = GREETED.exec(firstLine(thread.earlier))?.[1];
  const signedBelow = (thread.reply.trim().split('\n').slice(-3).join('\n'));
  const greetsReader = greeted !== undefined && new RegExp(String.raw`(?:^|\n)\W{0,3}${escapeRegExp(greeted)}\b`).test(signedBelow);
  return greetsWriter || greetsReader || PRICED_AT.test(thread.earlier);
}

/** What of the offer's reading stays under the reply: its products, and its count and colours when the reply keeps them. */
export function keptOfOffer(offer: ChatIntent, reply: string): ChatIntent {
  return {
    ...offer,
    budgetMax: null,
    budgetMin: null,
    budgetTotal: null,
    cheaper: null,
    deadlineDays: null,
    prodTimeDays: null,
    rush: false,
    quantity: KEEPS_COUNT.test(reply) ? offer.quantity : null,
    colors: KEEPS_REST.test(reply) ? offer.colors : [],
  };
}

/** The reply's products, each named by its short name read as the offer's kind of it, with what the reply keeps of that line. */
export function withOfferKinds(reply: Brief, offer: Brief, replyText: string, vocabulary: CatalogueVocabulary): Brief {
  const kindOf = (item: BriefItem) =>
    item.missing === undefined && item.productType.length > 0 ? offer.items.find((o) => o.productType !== item.productType && o.productType.endsWith(` ${item.productType}`)) : undefined;
  const items = reply.items.map((item) => {
    const line = kindOf(item) ?? offer.items.find((o) => o.productType === item.productType);
    if (!line) return item;
    const type = vocabulary.types.get(line.productType);
    return {
      ...item,
      productType: line.productType,
      ...(type ? { type } : {}),
      ...(line.category !== undefined && item.category === undefined ? { category: line.category } : {}),
      ...(item.quantity === undefined && reply.quantity === undefined && KEEPS_COUNT.test(replyText) && line.quantity !== undefined ? { quantity: line.quantity } : {}),
      descriptors: item.descriptors.length > 0 ? item.descriptors : line.descriptors,
      colours: item.colours.length === 0 && reply.colours.length === 0 && KEEPS_REST.test(replyText) ? line.colours : item.colours,
    };
  });
  // 'The caps did well; this year we want visors instead': the offer's products are what is replaced.
  const fromOffer = (item: BriefItem) => offer.items.some((o) => o.productType === item.productType);
  const replaced = /\binstead\b/i.test(replyText) && (reply.absent.length > 0 || items.some((i) => !fromOffer(i)));
  return { ...reply, items: replaced ? items.filter((i) => !fromOffer(i)) : items };
}

/**
 * A message's brief read whole, or, when it is a client's reply to the rep's own offer, the reply's
 * brief with the offer's kinds (what the deck writer is given: a deck is for what the reply asks, not
 * for the offer's old lines). The assistant reads such a reply the same way, turn by turn (intent.ts).
 */
export function parseMessageBrief(message: string, vocabulary: CatalogueVocabulary, now: Date): Brief {
  const thread = splitThread(message);
  if (thread.earlier === null || !answersOffer(thread)) return parseBrief(message, vocabulary, now);
  const reply = parseBrief(thread.reply, vocabulary, now);
  if (reply.items.length === 0 && reply.absent.length === 0) return parseBrief(message, vocabulary, now);
  return withOfferKinds(reply, parseBrief(thread.earlier, vocabulary, now), thread.reply, vocabulary);
}
