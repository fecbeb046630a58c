import type { Brief } from './brief/index.js';

/**
 * What a message that is not a product request asks for: thanks, a greeting or a request for
 * help, a comparison of the products shown, or nothing readable. Each gets its own answer,
 * never a repeat of the last one. docs/product.md#chat-assistant.
 */

export type ConversationAct =
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'compare'; count: number }
  | { kind: 'unreadable' };

const NUMBER_WORDS: Record<string, number> = { two: 2, both: 2, three: 3, four: 4, five: 5, all: 5, '2': 2, '3': 3, '4': 4, '5': 5 };

/** 'ok thanks', 'lovely, thank you', 'cheers', 'much appreciated'. */
const THANKS_OPENING = String.raw`^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|nice|super|excellent|lovely|brilliant)[,!. ]*)?(?:thanks|thank you|thx|ty|cheers|much appreciated|appreciate it)`;
const THANKS = new RegExp(String.raw`${THANKS_OPENING}\b|^(?:that'?s all|that'?s it|bye|goodbye|that helps|perfect|great|awesome)\b`);
/** Thanks, then what the client will do next. */
const THANKS_THEN_PLAN = new RegExp(String.raw`${THANKS_OPENING}[,!. ]+(?:i'll|i will|we'll|we will|i'm going to|we're going to|i'm gonna|will)\b`);

export function conversationAct(message: string, brief: Brief): ConversationAct | null {
  const text = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  const compare = /\b(compare|comparison|difference between|differences|side by side|which (?:one )?(?:is|would be) better|versus|vs\.?)\b/.exec(text);
  if (compare && brief.items.length < 2) {
    const n = /\b(?:first|top|these|those|the)?\s*(two|both|three|four|five|all|[2-5])\b/.exec(text);
    return { kind: 'compare', count: n ? NUMBER_WORDS[n[1]] : 2 };
  }
  const noProductAsked = brief.items.length === 0 && !brief.budget && !brief.deadline && brief.colours.length === 0 &&
    brief.quantity === undefined && !brief.eco && !brief.recyclable && !brief.madeIn && !brief.sort;
  // 'lovely, thank you!' (whose thanks read as the Appreciation theme), 'cheers, that's everything' ('cheers' no product).
  if (noProductAsked && THANKS.test(text)) return { kind: 'thanks' };
  // 'great, thanks, we'll take these to the board': thanks, then what the client will do with what was shown.
  const nothingNew = !brief.budget && !brief.deadline && brief.quantity === undefined && brief.items.every((i) => i.quantity === undefined && i.colours.length === 0);
  if (nothingNew && THANKS_THEN_PLAN.test(text)) return { kind: 'thanks' };
  const nothingAsked = noProductAsked && brief.absent.length === 0 && brief.themes.length === 0;
  if (!nothingAsked) return null;
  if (/^(?:hi|hello|hey|good (?:morning|afternoon|evening)|yo)\b|\bhelp\b|what can you do|how does this work|how do i\b/.test(text)) return { kind: 'help' };
  // Mostly words no dictionary of ours knows, or no words at all.
  if (!/\b(?:idea|ideas|suggest\w*|recommend\w*|what|which|anything|something|gift|gifts|swag|client|them|they|company|send|give)\b/.test(text)) return { kind: 'unreadable' };
  return null;
}

export const HELP_TEXT = [
  'I search the catalogue for you. Tell me what you need, for example:',
  '• "250 insulated tumblers under $10 each in blue"',
  '• "500 eco-friendly tote bags, total budget $2,000, by March 3"',
  '• "pens made in USA for a trade show in 2 weeks"',
  'I read product types, quantities, budgets per item or in total, colours, themes, deadlines (turned into production days), eco or recyclable wishes and the country of origin; then "cheaper ones", "in blue", "what about 500?", "fastest production time" or "compare the first two" refine the answer.',
].join('\n');

export const THANKS_TEXT = "You're welcome! Ask me for another product, a different quantity or budget, or say \"compare the first two\" to see the last picks side by side.";

export const unreadableText = (message: string) =>
  `Sorry, I couldn't find a product, quantity, budget, colour or deadline in "${message.trim().slice(0, 80)}". Try something like "300 navy polo shirts under $20 each in 3 weeks".`;
