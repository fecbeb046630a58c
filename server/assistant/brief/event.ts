import type { Text } from './text.js';
import { AUDIENCE_WORDS } from './occasion.js';

/** The event an order is for: named ('at FABTECH'), described ('for a charity tournament') or said after the client's name. */

/** An appreciation named for whom it thanks ('teacher appreciation', 'member appreciation month'). */
const APPRECIATION = String.raw`(?<!\b(?:your|our|my|their|his|her|of|for|and|the|a|an|much|great|deep|sincere|real|true|with|in) )[a-z]+ appreciation(?: (?:week|month|day|night|dinner|lunch|luncheon|breakfast|bbq|barbecue|cookout|picnic|party|event))?`;
/** A word of an occasion's description: not a verb, an article or a preposition ('team before our offsite' describes none). */
const WORD = String.raw`(?!(?:wants?|needs?|is|are|was|were|has|have|had|will|would|before|after|our|the|a|an|this|that|their|your|on|with|to|for|at|by|in)\b)[a-z0-9'-]+\s+`;

/** Occasions by their nouns; a night or weekend named with a word before it ('trivia night', 'alumni weekend') too. */
const OCCASION_WORDS = 'wedding|shower|reception|graduation|homecoming|closing gift|client gift|holiday gift|tasting room|pool party|season party|bootcamp|boot camp|hackathon|roadshow|road show|mixer|social|reading challenge|reading|adoption event|tailgate|cookout|bbq|barbecue|holiday party|tournament|trade show|show|fair|festival|picnic|party|conference|expo|gala|run|walk|5k|summit|retreat|meeting|event|launch|anniversary|celebration|fundraiser|week|day|outing|booth|convention|orientation|onboarding|open house|kickoff|kick-off|reunion|ceremony|banquet|dinner|luncheon|race|marathon|game|season|drive|campaign|grand opening|10k|half marathon|president\'?s\'? club|client event|incentive trip|offsite|off-site|workshop|training day|welcome kit|holiday market|christmas market|farmers\'? market|night market|craft market|makers\'? market|market day|spring break|ribbon cutting|ribbon-cutting|groundbreaking|open enrollment|breakfast|brunch|lunch|swap';
/** A service held ('the Christmas Eve service'; not 'customer service' or 'rush service'). */
const SERVICE = '(?:eve|memorial|church|worship|easter|sunday|candlelight|sunrise) service';
/** A night or a weekend named by a word before it ('trivia night'; not 'a night', 'this weekend'). */
const NAMED_TIME = String.raw`(?!(?:a|an|the|one|that|this|each|every|per|last|next|whole|entire)\b)[a-z]+ (?:night|weekend)`;
const OCCASION_NOUNS = `${NAMED_TIME}|${APPRECIATION}|${SERVICE}|${OCCASION_WORDS}`;
/** The occasion a name ends with ('Spring Alumni Weekend', 'Harvest Gala'): an event named, not the client. */
const ENDS_IN_OCCASION = new RegExp(String.raw`(?:^|\s)(?:${OCCASION_NOUNS})$`);
/** A place or an organisation a name ends with ('at Elm Park Elementary', 'at the Harbourside Hotel'): where, not the event. */
const PLACE_NAME = /\b(?:Clinic|Hospital|Hotel|Spa|Inn|Resort|School|Elementary|Academy|University|College|Church|Parish|Library|Museum|Bank|Union|Inc|LLC|LLP|Co|Company|Corp|Group|Office|Offices|Center|Centre|Institute|Foundation|Club|Studio|Restaurant|Cafe|Brewery|Hall|Park)\.?$/;

/** Occasions counted ('two client dinners'): not the ones that also count time or play ('20 business days', '3 home games'). */
const COUNTED_OCCASIONS = OCCASION_WORDS.split('|').filter((n) => !/^(?:day|week|season|game|run|walk|drive|show|meeting|reading|social)$/.test(n)).join('|');

/** The readers' patterns, built once ('for the annual gala', 'our 25th anniversary with a picnic', 'Spring gala deck'). */
const DESCRIBED = new RegExp(String.raw`\b(?:(?:for|at|during)\s+(?:(?:a|an|the|our|their|my|its|this|next)\s+)?|by\s+(?:our|their)\s+)((?:${WORD}){0,4}?(?:${OCCASION_NOUNS}))s?\b`);
const NAMED = new RegExp(String.raw`\b(?:(?:our|a|an|the|their|its|your|(?:wants|needs|is doing|are doing|doing|hosting|throwing|planning)(?:\s+(?:their|our|its|a|an|the))?)\s+((?:${WORD}){0,3}?(?:${OCCASION_NOUNS}))|(?:(?<![\d.,$])\d{1,2}|two|three|four|five)\s+((?:[a-z][a-z0-9'-]*\s+){1,2}?(?:${COUNTED_OCCASIONS})))s?\b`);
const HELD = new RegExp(String.raw`^s?\s+with\s+(?:a|an|our|the)\s+((?:${WORD}){0,2}?(?:${OCCASION_NOUNS}))\b`);
const THANKS = new RegExp(String.raw`\b${APPRECIATION}\b`);
const DECK_FOR = new RegExp(String.raw`\b((?:[a-z0-9'-]+\s+){0,2}?(?:${OCCASION_NOUNS}))s?\s+(?:deck|presentation|slides|pitch)\b`);

/** Words before an occasion that describe none of it. */
const NOT_DESCRIBING_WORD = /^(?:is|are|was|the|our|their|a|an|for|at|on|with|and|to|of|this|that|its|his|her|your|my)$/i;
/** A labelled line of the event: 'Event: open house, Thu Dec 10', '- Occasion: staff picnic'. */
const LABELLED = /^[ \t]*(?:[-•*][ \t]*)?(?:Event|Occasion|Campaign)[ \t]*:[ \t]*([^\n,;|(]{3,60})/im;

/** After an occasion, its day: 'the board dinner is Wed Dec 9', 'Staff holiday lunch — Fri Dec 18', 'Open house at the new plant, Sat Jan 9'. */
const DATE_AFTER = /^s?(?:\s+(?:is|was|will be|takes place|happens|kicks off|starts)(?:\s+on)?|\s+on|\s*[—–]|\s+-|\s+(?:of|for|at)\s[^,.\n]{1,40},)\s+(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|this|\d)/i;
const OCCASION_NOUN_AT = new RegExp(String.raw`\b(?:${OCCASION_NOUNS})(?=s?\b)`, 'g');

/**
 * An occasion said with the day it is on: the lower-case words before it (up to three, and a
 * capitalised one only where it opens its sentence or line: 'Quarterly sales breakfast is Tue').
 */
function occasionWithItsDay(original: string): string | undefined {
  const lower = original.toLowerCase();
  for (const m of lower.matchAll(OCCASION_NOUN_AT)) {
    const end = m.index + m[0].length;
    if (!DATE_AFTER.test(original.slice(end, end + 80))) continue;
    let from = m.index;
    let rest = original.slice(Math.max(0, from - 80), from);
    const offset = from - rest.length;
    // (A capitalised occasion, or one after a capitalised word, is a name's end: 'Member Appreciation Day on …' is read as a name.)
    const named = (word: string, gap: string) => /^[A-Z]/.test(word) && !(gap.trimEnd() === '' || /[.!?:)]$/.test(gap.trimEnd()) || gap.slice(gap.trimEnd().length).includes('\n'));
    if (named(original.slice(m.index, end), rest)) continue;
    const trimmedRest = rest.trimEnd();
    const lastWord = trimmedRest.slice(Math.max(trimmedRest.lastIndexOf(' '), trimmedRest.lastIndexOf('\n')) + 1);
    if (rest.trimEnd() !== rest && named(lastWord, rest.trimEnd().slice(0, rest.trimEnd().length - lastWord.length))) continue;
    for (let n = 0; n < 3; n++) {
      const trimmed = rest.trimEnd();
      if (trimmed.length === rest.length) break;
      const start = Math.max(trimmed.lastIndexOf(' '), trimmed.lastIndexOf('\n')) + 1;
      const word = trimmed.slice(start);
      if (!/^[A-Za-z0-9'-]+$/.test(word) || NOT_DESCRIBING_WORD.test(word)) break;
      const gap = trimmed.slice(0, start);
      const prev = gap.trimEnd();
      const opens = prev === '' || /[.!?:)]$/.test(prev) || gap.slice(prev.length).includes('\n');
      if (/^[A-Z]/.test(word) && !opens) break;
      from = offset + start;
      rest = gap;
      if (/^[A-Z]/.test(word)) break;
    }
    // (Whose it is, 'Mr. Lowe's', is no part of it.)
    return lower.slice(from, end).replace(/^[a-z0-9-]+'s\s+/, '');
  }
  return undefined;
}

/** The event named ('at FABTECH') or described ('for a charity tournament'). */
export function readEvent(t: Text): string | undefined {
  const labelled = LABELLED.exec(t.lines)?.[1]?.replace(/["“”]/g, '').trim();
  if (labelled) return labelled;
  // (The noun alone, 'the retreat starts Jan 2', is said again of an event named before: read last.)
  const withItsDay = occasionWithItsDay(t.lines);
  if (withItsDay?.includes(' ')) return withItsDay;
  return namedOrDescribed(t) ?? withItsDay;
}

/** The event named ('at FABTECH'), described ('for a charity tournament'), or said after the client's name. */
function namedOrDescribed(t: Text): string | undefined {
  // (Read on the lines: a name does not go on past a line's end, 'calendars for 2027' over 'Hello, …'.)
  for (const named of t.lines.matchAll(/\b(?:at|for|during)[ ]+(?:the[ ]+)?((?:[A-Z][\w&'-]*|[A-Z0-9]{2,}[\w&'-]*)(?:[ ]+(?:[A-Z0-9][\w&'-]*|of|and|&))*)/g)) {
    const words = named[1].trim().replace(/(?<!\s)\s+(?:of|and|&)$/, '');
    // 'for Birchwood's welcome kits', 'for Lakeside Clinic staff': the client's name, then what or whom the order is for.
    if (/'s$/i.test(words) || AUDIENCE_WORDS.test(t.original.slice(named.index! + named[0].length, named.index! + named[0].length + 40).toLowerCase())) continue;
    // 'at the Maple Grove street fair', 'Harbor Tech Institute graduation': the name and the occasion after it.
    const after = new RegExp(String.raw`^((?:\s+[a-z][a-z'-]*){0,3}?\s+(?:${OCCASION_NOUNS}))s?\b`).exec(t.original.slice(named.index! + named[0].length));
    // (Not across a verb: 'at Elm Park Elementary wants staff appreciation gifts'.)
    if (after && !/\b(?:wants?|needs?|would|is|are|was|has|have|will|asked|said)\b/.test(after[1])) return `${words}${after[1]}`;
    // 'For Spring Alumni Weekend': a name that ends in an occasion is the event; 'at Pinecrest Elementary' is a place.
    if (ENDS_IN_OCCASION.test(words.toLowerCase())) return words;
    if (PLACE_NAME.test(words)) continue;
    // 'Deck for Lakeview Dental: …': after 'for', a plain name is the client; a show's name is at or during it, or written as one ('for FABTECH').
    if (/^for\b/i.test(named[0]) && !/\b[A-Z0-9]{2,}\b/.test(words)) continue;
    // A count is who the order is for ('for 500 field reps'), not an event; a year opens one ('for 2027 Sales Kickoff').
    const count = /^(\d[\d,]*)(?:ish|\+)?(?:\s|$)/.exec(words);
    if (count && !(/^\d{4}$/.test(count[1]) && Number(count[1]) >= 1900 && Number(count[1]) <= 2100)) continue;
    // (A year alone is when, not an event: 'calendars for 2027'.)
    if (/^\d+$/.test(words)) continue;
    // A named event is not just a word the reading already used (a product, a month, "I").
    if (!/^(?:I|We|Our|The|A|An|Jan\w*|Feb\w*|Mar\w*|Apr\w*|May|Jun\w*|Jul\w*|Aug\w*|Sep\w*|Oct\w*|Nov\w*|Dec\w*)$/.test(words) && words.length > 1) return words;
    break;
  }
  // ('for their …': the article is a whole word, not the start of one.)
  const described = DESCRIBED.exec(t.original.toLowerCase());
  if (described) return described[1].trim().replace(/^(?:[a-z0-9-]+\s+){0,3}?[a-z0-9-]+'s\s+/, '');
  // 'a customer roadshow next spring', 'the Delgado wedding', 'two client dinners': the occasion named without 'for' or 'at'.
  // (After a count, a word must describe the occasion: 'in 3 weeks' names none.)
  const named = NAMED.exec(t.original.toLowerCase());
  // ('our 40th anniversary with a picnic': the occasion held for it is part of it.)
  if (named) {
    const held = HELD.exec(t.original.slice(named.index + named[0].length).toLowerCase());
    return [(named[1] ?? named[2])!.trim(), ...(held ? [held[1].trim()] : [])].join(' ');
  }
  // 'wants teacher appreciation gifts': an appreciation is an occasion wherever it is said.
  const thanks = THANKS.exec(t.original.toLowerCase());
  if (thanks) return thanks[0];
  // 'Spring gala deck for …', 'booth giveaway presentation': the occasion the deck itself is named for.
  const deckFor = DECK_FOR.exec(t.original.toLowerCase());
  if (!deckFor) return occasionAfterName(t);
  // ('Riverside Youth Soccer awards dinner deck': the capitalised words before it are the client's
  // name; a capital that only opens the sentence is not: 'Harvest dinner deck'.)
  let at = deckFor.index;
  const end = at + deckFor[1].trimEnd().length;
  for (let next = t.original.indexOf(' ', at); next > 0 && next < end; next = t.original.indexOf(' ', at)) {
    const gap = t.original.slice(Math.max(0, at - 3), at);
    const opensSentence = (at <= 3 && gap.trim() === '') || gap.includes('\n') || /[.!?:]/.test(gap.trimEnd().slice(-1));
    if (!/^[A-Z]/.test(t.original.slice(at, at + 1)) || (opensSentence && !/^ [A-Z]/.test(t.original.slice(next, next + 2)))) break;
    at = next + 1;
  }
  return t.original.slice(at, end).toLowerCase();
}

/**
 * 'Hearts Rescue — adoption day is …', 'Eastfield Boosters, senior night Feb 12: …': an occasion in lower case
 * opening the clause right after a capitalised name and a dash, comma, colon or slash.
 */
const AFTER_NAME = /(?<![\w&.'-])[A-Z][\w&.'-]*(?: \([^()]{1,40}\))? ?(?:[—–:/,]| -) ?/g;
const OCCASION_OPENS = new RegExp(String.raw`^((?:[a-z0-9'-]+ ){0,3}?(?:${OCCASION_NOUNS}))s?\b`);
/** A name opening the request ('St. Brendan's Parish', 'IBEW Local 412'), then lower-case words: the occasion may follow directly. */
const OPENING_NAME = /^\s*(?!(?:We|I|Our|My|Hi|Hello|Hey|Dear|Please|Do|Can|Could|Would|Hope|Just|Need|Looking|The|A|An|This|For|So|Ok|OK|Thanks)\b)(?:[A-Z0-9][\w&.'-]*\s){2,6}(?=[a-z])/;
function occasionAfterName(t: Text): string | undefined {
  // (On the lines: an occasion does not begin on one line and end on the next.)
  const opening = OPENING_NAME.exec(t.lines);
  const first = opening && OCCASION_OPENS.exec(t.lines.slice(opening[0].length, opening[0].length + 60).toLowerCase());
  if (first) return first[1].trim();
  for (const m of t.lines.matchAll(AFTER_NAME)) {
    const after = t.lines.slice(m.index + m[0].length, m.index + m[0].length + 60);
    if (/^[a-z]/i.test(after)) {
      const occasion = OCCASION_OPENS.exec(after.toLowerCase());
      if (occasion) return occasion[1].trim();
    }
  }
  return undefined;
}

