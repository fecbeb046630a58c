// The built-in message writer: deterministic, tone-aware composition from the branding profile,
// the contact, the company, the chosen buying signal and the user's profile (or the user's own
// template, with its placeholders filled). Same brief in, same message out.
import { CONNECTION_REQUEST_MAX } from '../../../contracts/messages.js';
import { fillPlaceholders } from '../../../contracts/templates.js';
import type { MessageBrief, MessageWriter, WrittenMessage } from './types.js';
import { VOICES, type Voice } from './voices.js';

export const EMAIL_WORDS = { min: 120, max: 180 } as const;

const listOf = (items: string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const capitalise = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);
const noStop = (s: string): string => s.trim().replace(/[.!\s…]+$/, '');
const firstSentence = (s: string): string => /^.*?[.!?](?=\s|$)/.exec(s)?.[0] ?? s;

/** A signal summary ready to follow "I noticed that …": lower-case start unless it is a name. */
export function clause(summary: string, company: string): string {
  const text = noStop(summary);
  const [first = '', second = ''] = text.split(/\s+/);
  const properNoun = first === company.split(/\s+/)[0] || /[A-Z]/.test(first.slice(1)) || /^[A-Z0-9]/.test(second);
  return properNoun ? text : text[0].toLowerCase() + text.slice(1);
}

/** "Known for X, Y and Z." from the research notes, or the industry. */
function traitOf(brief: MessageBrief): string {
  const known = /Known for ([^.]+)\./.exec(brief.company.uniqueCharacteristics ?? '');
  if (known) return `known for ${known[1].trim()}`;
  if (brief.company.industry) return `a name in ${brief.company.industry.toLowerCase()}`;
  return 'a team with a story worth telling';
}

/** What to pitch: the signal's use case and categories, else the research's first opportunity. */
function pitchOf(brief: MessageBrief): { useCase: string; products: string } {
  const fallbackProducts = 'branded apparel, drinkware and tech accessories';
  if (brief.signal) {
    const categories = brief.signal.productCategories.slice(0, 3).map((c) => c.toLowerCase());
    return {
      useCase: (brief.signal.useCase ?? 'your next campaign').toLowerCase(),
      products: categories.length ? `branded ${listOf(categories)}` : fallbackProducts,
    };
  }
  const line = (brief.company.promoOpportunities ?? '').split('\n').find((l) => l.includes(' — '));
  const parsed = line ? /:\s*(.+?)\s+—\s+(.+?)\.?$/.exec(line) ?? /^(.+?)\s+—\s+(.+?)\.?$/.exec(line) : null;
  if (parsed) return { useCase: noStop(parsed[1]).toLowerCase(), products: listOf(noStop(parsed[2]).toLowerCase().split(/\s*,\s*/).filter(Boolean)) };
  return { useCase: 'your team and your customers', products: fallbackProducts };
}

function audienceOf(brief: MessageBrief): string {
  const industry = brief.company.industry?.toLowerCase() ?? null;
  const served = brief.sender.industries;
  if (industry && served.some((s) => industry.includes(s.toLowerCase()) || s.toLowerCase().includes(industry))) return `${industry} organisations like yours`;
  if (served.length) return `${listOf(served.slice(0, 3).map((s) => s.toLowerCase()))} teams`;
  return industry ? `${industry} teams` : 'growing teams';
}

const servicesOf = (brief: MessageBrief): string =>
  brief.sender.services.length ? listOf(brief.sender.services.slice(0, 3).map((s) => s.toLowerCase())) : 'custom branded merchandise and promotional products';
const orgOf = (brief: MessageBrief): string => brief.sender.companyName ?? 'our company';
const likelyAtEvents = (brief: MessageBrief): boolean =>
  /high|medium/i.test(brief.company.eventParticipationLikelihood ?? '') && brief.signal?.signalType !== 'Trade Show';

function opener(voice: Voice, brief: MessageBrief): string {
  return brief.signal
    ? voice.signalOpener(brief.company.name, clause(brief.signal.summary, brief.company.name))
    : voice.plainOpener(brief.company.name, traitOf(brief));
}

function signature(voice: Voice, brief: MessageBrief): string {
  const role = [brief.sender.title, brief.sender.companyName].filter(Boolean).join(', ');
  return [voice.signOff, brief.sender.name, role].filter(Boolean).join('\n');
}

function writeEmail(voice: Voice, brief: MessageBrief): WrittenMessage {
  const { useCase, products } = pitchOf(brief);
  const role = brief.contact.jobTitle ? `As ${brief.contact.jobTitle}, you know how much the details of a brand experience matter.` : null;
  const step = brief.signal?.nextSteps[0] ? `One idea to start: ${noStop(brief.signal.nextSteps[0]).replace(/^./, (c) => c.toLowerCase())}.` : null;
  // Optional sentences, most useful first: added while the email is short, dropped when long.
  const optional: Array<{ where: 'open' | 'body'; text: string }> = [
    ...(likelyAtEvents(brief) ? [{ where: 'body' as const, text: voice.events(brief.company.name) }] : []),
    ...(brief.sender.keywords.length ? [{ where: 'body' as const, text: voice.keywords(listOf(brief.sender.keywords.slice(0, 3).map((k) => k.toLowerCase()))) }] : []),
    ...(step ? [{ where: 'body' as const, text: step }] : []),
    ...(role ? [{ where: 'open' as const, text: role }] : []),
    { where: 'body', text: voice.extra(brief.company.name) },
    { where: 'body', text: 'We are also happy to send samples, so you can see and feel the quality before you decide.' },
    { where: 'body', text: 'Most orders ship within two to three weeks of proof approval, and rush options are available.' },
  ];
  const build = (extras: typeof optional) =>
    [
      voice.greeting(brief.contact.firstName, brief.contact.lastName),
      [opener(voice, brief), ...extras.filter((e) => e.where === 'open').map((e) => e.text)].join(' '),
      [capitalise(voice.intro(orgOf(brief), audienceOf(brief), servicesOf(brief))), voice.proposal(useCase, products), ...extras.filter((e) => e.where === 'body').map((e) => e.text)].join(' '),
      voice.cta,
      signature(voice, brief),
    ].join('\n\n');
  let chosen: typeof optional = [];
  for (const extra of optional) {
    if (wordCount(build(chosen)) >= EMAIL_WORDS.min + 10) break;
    const next = [...chosen, extra];
    if (wordCount(build(next)) <= EMAIL_WORDS.max) chosen = next;
  }
  let body = build(chosen);
  // A very long signal summary or service list: keep the essentials under the limit.
  while (wordCount(body) > EMAIL_WORDS.max && chosen.length) {
    chosen = chosen.slice(0, -1);
    body = build(chosen);
  }
  return { subject: voice.subject(brief.company.name, brief.signal?.useCase ?? null), message: body };
}

/** Cuts text to `max` characters at a sentence (or else word) boundary. */
export function fitTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentence = cut.match(/^[\s\S]*[.!?](?=\s|$)/)?.[0];
  if (sentence && sentence.length > max / 2) return sentence.trim();
  return `${cut.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function writeConnectionRequest(voice: Voice, brief: MessageBrief): WrittenMessage {
  const hello = voice.connectHello(brief.contact.firstName);
  const hook = firstSentence(opener(voice, brief));
  const intro = capitalise(voice.intro(orgOf(brief), audienceOf(brief), servicesOf(brief)));
  const candidates = [
    [hello, hook, intro, voice.connectAsk],
    [hello, hook, voice.connectAsk],
    [hello, intro, voice.connectAsk],
  ].map((parts) => parts.join(' '));
  const fits = candidates.find((c) => c.length <= CONNECTION_REQUEST_MAX);
  return { subject: null, message: fits ?? fitTo(candidates[1], CONNECTION_REQUEST_MAX) };
}

function writePostConnection(voice: Voice, brief: MessageBrief): WrittenMessage {
  const { useCase, products } = pitchOf(brief);
  const paragraphs = [
    voice.thanks(brief.contact.firstName),
    opener(voice, brief),
    `${capitalise(voice.intro(orgOf(brief), audienceOf(brief), servicesOf(brief)))} ${voice.proposal(useCase, products)}`,
    voice.followUpAsk,
    brief.sender.name,
  ];
  return { subject: null, message: paragraphs.join('\n\n') };
}

function fromTemplate(voice: Voice, brief: MessageBrief, template: { subject: string; content: string }): WrittenMessage {
  const values = {
    company: brief.company.name,
    contact: `${brief.contact.firstName} ${brief.contact.lastName}`.trim(),
    user: brief.sender.name,
  };
  let body = fillPlaceholders(template.content, values).trim();
  if (brief.signal && !body.includes(noStop(brief.signal.summary))) body = `${body}\n\nP.S. ${opener(voice, brief)}`;
  if (brief.kind === 'connection_request') return { subject: null, message: fitTo(body, CONNECTION_REQUEST_MAX) };
  return { subject: brief.kind === 'email' ? fillPlaceholders(template.subject, values).trim() || null : null, message: body };
}

export function writeMessage(brief: MessageBrief): WrittenMessage {
  const voice = VOICES[brief.sender.tone] ?? VOICES.professional;
  if (brief.template) return fromTemplate(voice, brief, brief.template);
  if (brief.kind === 'connection_request') return writeConnectionRequest(voice, brief);
  if (brief.kind === 'post_connection') return writePostConnection(voice, brief);
  return writeEmail(voice, brief);
}

export function createEmbeddedWriter(): MessageWriter {
  return { name: 'embedded', write: async (brief) => writeMessage(brief) };
}
