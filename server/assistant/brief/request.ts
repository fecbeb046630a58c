import type { Text } from './text.js';

/**
 * What reads as a request and where its object is: the words that ask ('do you carry', 'we'd like
 * to order'), where the object of a request ends, and the request's text with the words that open
 * its object blanked (absent.ts reads the products the catalogue lacks there).
 */

/** Words of a request: text without them names no product the catalogue could lack. */
export const REQUEST_WORDS = /\b(?:need|want|looking|would like|'d like|like to|love to|on the hunt|hand out|a quote|we're after|be able to|we are after|have|find|show|get|order|any|recommend|suggest|carry|sell|offer|stock|source|do you|got|searching|ideas?|includes?|does your)\b/;

/** Where the object of a request ends: the occasion, audience or a condition begins, or the sentence ends (not at a price's point, '$1.25'). */
export const OBJECT_ENDS = String.raw`\b(?:for|at|during|to|that|which|who|by|before|in|within|under|with|wearing|from|so|because|if|when)\b|\.(?!\d)|[;!?…]`;
/** Who a question asks what they have: 'do you', 'do you guys', 'do y'all', 'do u', and 'do we' of a buyer asking their rep. */
export const DO_YOU = String.raw`do (?:you|u|ya|y'all|we)(?: guys| all| folks)?(?: also| still| even)?`;
/** A question that asks for a product: 'any mittens?', 'do you carry kites?', 'got koozies?', 'ok — what about kites?'. */
export const ASKS_FOR = new RegExp(
  String.raw`\b(?:any|${DO_YOU} (?:have|sell|carry|stock|offer|do)|got|have you got|(?:can|could|would) you (?:also |please |also please )?(?:get|do|source|price|quote|look into|find)|(?:catalog|catalogue) (?:include|have|carry)|includes?|what about|how about)\b`,
);
/** A wish said with a verb after 'to' ('would like to have', 'want to order', 'hoping to get'). */
const INFINITIVE_REQUEST = /\b(?:like|love|want|wanted|wanting|need|needs|hoping|hope|looking|planning|plan|going|trying|possible|able) to (?:have|get|give|order|buy|hand out|source|find|offer|make|print|gift|include|stock up on)\b/g;

/** Other ways of asking for a product, each right before it (a product swapped in too: 'make it kites instead'). */
const OPENERS = /\b(?:(?:we're|we are|i'm|i am|we're also|we are also) after|on the hunt for|(?:asked|asking|ask|inquiring|enquiring|wondering) about|(?:interested|interest) in|(?:need|want|like|get me|send me|after) a quote (?:on|for)|(?:would|will)\s+you\s+be\s+able\s+to\s+(?:get|source|find|do|print|supply)|(?:could|can) you (?:get|source|find|supply|print)|(?:is|are) there any|make (?:it|that|them|those)|(?:switch|change) (?:it |that |them |those )?to|swap (?:it|that|them|those) (?:for|to))\b/g;

/** A wish whose object is a product (read on the text before requestText blanks the infinitives). */
export const WISHES = new RegExp(String.raw`${INFINITIVE_REQUEST.source}|${OPENERS.source}|\b(?:we|i)(?: would|'d)? (?:need|want|like|love)\b(?! to\b)|\b(?:wants|needs|would like)\b(?! to\b)`);

/** The request with the words that introduce its object blanked ('looking for', the 'in' of 'in red,'). */
export const requestText = (t: Text) =>
  t.text
    .replace(/\b(?:looking|lookin'?|searching|search|shopping|hunting|asking|ideas?|options?) for\b/g, (m) => ' '.repeat(m.length))
    // 'we're after …', 'on the hunt for …', 'need a quote on …', 'could you source …': each opens the object.
    .replace(OPENERS, (m) => ' '.repeat(m.length))
    // 'we would like to order …', 'hoping to get …': the 'to' of the verb opens the object rather than ending it.
    .replace(INFINITIVE_REQUEST, (m) => ' '.repeat(m.length))
    // 'got any in travel mugs?', 'anything in tote bags': the 'in' opens the object.
    .replace(/\b(?:got|have|has|carry|stock|any|anything|something|options) in\b/g, (m) => ' '.repeat(m.length))
    // 'caps in navy, 50 kazoos', 'tees in charcoal (under $9) and 80 kazoos': a colour read (and blanked,
    // with a price after it) after 'in' does not end the list.
    .replace(/\bin(?= +[,;]|[ ()]{2,}(?:[&+]|and\b|plus\b))/g, '  ');
