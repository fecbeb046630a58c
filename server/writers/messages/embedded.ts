// The built-in message writer: deterministic, tone-aware composition from the branding profile,
// the contact, the company, the chosen buying signal and the user's profile (or the user's own
// template, with its placeholders filled). Same brief in, same message out.
import { CONNECTION_REQUEST_MAX } from '../../../contracts/messages.js';
import { fillPlaceholders, placeholderValues } from '../../../contracts/templates.js';
import { keywordMeanings } from '../brand-keywords.js';
import { roleAngleOf } from '../role-angle.js';
import { signalNews } from '../signal-news.js';
import { messageGuidance } from './guidance.js';
import type { MessageBrief, MessageProduct, MessageWriter, WrittenMessage } from '../../ports/messages.js';
import { VOICES, type Voice } from './voices.js';
import { formatDollars } from '../../../contracts/money.js';

export const EMAIL_WORDS = { min: 120, max: 180 } as const;

const listOf = (items: string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const capitalise = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);
const firstSentence = (s: string): string => /^.*?[.!?](?=\s|$)/.exec(s)?.[0] ?? s;

/** "Known for X, Y and Z." from the research notes, or the industry. */
function traitOf(brief: MessageBrief): string {
  const known = /Known for ([^.]+)\./.exec(brief.company.uniqueCharacteristics ?? '');
  if (known) return `known for ${known[1].trim()}`;
  if (brief.company.industry) return `a name in ${brief.company.industry.toLowerCase()}`;
  return 'a team with a story worth telling';
}


/** "the Classic Tee at $6.10 each for 100 pieces and the 20 oz Tumbler at $9.80 each". */
function offerOf(products: MessageProduct[]): string | null {
  if (!products.length) return null;
  const qty = products[0].quantity.toLocaleString('en-US');
  const items = products.map((p, i) => `the ${p.name} at ${formatDollars(p.unitPrice)} each${i === 0 ? ` for ${qty} pieces` : ''}`);
  return listOf(items);
}

/** What to pitch: the signal's use case, else the reader's angle; and the quoted products. */
function pitchOf(brief: MessageBrief): { useCase: string; offer: string } {
  const categories = (brief.signal?.productCategories.length ? brief.signal.productCategories : roleAngleOf(brief.contact.jobTitle).categories)
    .slice(0, 3)
    .map((c) => c.toLowerCase());
  return {
    useCase: (brief.signal?.useCase ?? 'your team and your customers').toLowerCase(),
    offer: offerOf(brief.products) ?? `branded ${listOf(categories)}`,
  };
}

function audienceOf(brief: MessageBrief): string {
  const industry = brief.company.industry?.toLowerCase() ?? null;
  const served = brief.sender.industries;
  if (industry && served.some((s) => industry.includes(s.toLowerCase()) || s.toLowerCase().includes(industry))) return `${industry} organizations like yours`;
  if (served.length) return `${listOf(served.slice(0, 3).map((s) => s.toLowerCase()))} teams`;
  return industry ? `${industry} teams` : 'growing teams';
}

const servicesOf = (brief: MessageBrief): string =>
  brief.sender.services.length ? listOf(brief.sender.services.slice(0, 3).map((s) => s.toLowerCase())) : 'custom branded merchandise and promotional products';

/** The reader's angle, in a sentence to them; null when their role is unknown. */
function angleLine(brief: MessageBrief): string | null {
  const title = brief.contact.jobTitle?.trim();
  if (!title) return null;
  return `For you as ${title}, ${roleAngleOf(title).why}.`;
}

/** Opens with the signal when it is recent news, otherwise with what research says of the company. */
function opener(voice: Voice, brief: MessageBrief): string {
  const told = brief.signal ? signalNews(brief.signal, new Date(brief.today), brief.signalMaxAgeDays) : null;
  return told ? voice.signalOpener(brief.company.name, told) : voice.plainOpener(brief.company.name, traitOf(brief));
}

function signature(voice: Voice, brief: MessageBrief): string {
  const role = [brief.sender.title, brief.sender.companyName].filter(Boolean).join(', ');
  return [voice.signOff, brief.sender.name, role].filter(Boolean).join('\n');
}

function writeEmail(voice: Voice, brief: MessageBrief): Omit<WrittenMessage, 'guidance'> {
  const { useCase, offer } = pitchOf(brief);
  const meanings = keywordMeanings(brief.sender.keywords);
  const angle = angleLine(brief);
  const leadTime = brief.products[0]?.leadTime;
  // Optional sentences, most useful first: added while the email is short, dropped when long.
  const optional: Array<{ where: 'open' | 'body'; text: string }> = [
    ...(meanings.length ? [{ where: 'body' as const, text: voice.values(listOf(meanings.slice(0, 2))) }] : []),
    ...(leadTime ? [{ where: 'body' as const, text: `Production takes ${leadTime} once the proof is approved.` }] : []),
    { where: 'body', text: voice.extra(brief.company.name) },
    { where: 'body', text: 'I am happy to send a sample first, so you can see and feel the quality before you decide.' },
    { where: 'body', text: 'I can also put together a mock-up with your logo, so you can see it before anything is made.' },
    { where: 'body', text: 'Every order starts with a digital proof for you to approve.' },
  ];
  const build = (extras: typeof optional) =>
    [
      voice.greeting(brief.contact.firstName),
      [opener(voice, brief), angle, ...extras.filter((e) => e.where === 'open').map((e) => e.text)].filter(Boolean).join(' '),
      [capitalise(voice.intro(brief.sender.companyName, audienceOf(brief), servicesOf(brief))), voice.proposal(useCase, offer), ...extras.filter((e) => e.where === 'body').map((e) => e.text)].join(' '),
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
  // A very long service list: keep the essentials under the limit.
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
  return `${cut.slice(0, max - 1).replace(/(?<!\s)\s+\S*$/, '')}…`;
}

function writeConnectionRequest(voice: Voice, brief: MessageBrief): Omit<WrittenMessage, 'guidance'> {
  const hello = voice.connectHello(brief.contact.firstName);
  // "Hi Dana, congratulations…": after a comma the sentence carries on in lower case.
  const carryOn = (text: string) => (hello.endsWith(',') ? text[0].toLowerCase() + text.slice(1) : text);
  const hook = carryOn(firstSentence(opener(voice, brief)));
  const intro = capitalise(voice.intro(brief.sender.companyName, audienceOf(brief), servicesOf(brief)));
  const first = brief.products[0];
  const quote = first ? `Our ${first.name} is ${formatDollars(first.unitPrice)} each for ${first.quantity.toLocaleString('en-US')}.` : null;
  const candidates = [
    [hello, hook, intro, quote, voice.connectAsk],
    [hello, hook, quote, voice.connectAsk],
    [hello, carryOn(intro), quote, voice.connectAsk],
    [hello, hook, voice.connectAsk],
    [hello, carryOn(intro), voice.connectAsk],
  ].map((parts) => parts.filter(Boolean).join(' '));
  const fits = candidates.find((c) => c.length <= CONNECTION_REQUEST_MAX);
  return { subject: null, message: fits ?? fitTo(candidates[3], CONNECTION_REQUEST_MAX) };
}

function writePostConnection(voice: Voice, brief: MessageBrief): Omit<WrittenMessage, 'guidance'> {
  const { useCase, offer } = pitchOf(brief);
  const paragraphs = [
    voice.thanks(brief.contact.firstName),
    [opener(voice, brief), angleLine(brief)].filter(Boolean).join(' '),
    `${capitalise(voice.intro(brief.sender.companyName, audienceOf(brief), servicesOf(brief)))} ${voice.proposal(useCase, offer)}`,
    voice.followUpAsk,
    brief.sender.name,
  ];
  return { subject: null, message: paragraphs.join('\n\n') };
}

function fromTemplate(voice: Voice, brief: MessageBrief, template: { subject: string; content: string }): Omit<WrittenMessage, 'guidance'> {
  const values = placeholderValues({ company: brief.company.name, firstName: brief.contact.firstName, lastName: brief.contact.lastName, user: brief.sender.name });
  let body = fillPlaceholders(template.content, values).trim();
  const told = brief.signal ? signalNews(brief.signal, new Date(brief.today), brief.signalMaxAgeDays) : null;
  if (told) body = `${body}\n\nP.S. ${voice.signalOpener(brief.company.name, told)}`;
  if (brief.kind === 'connection_request') return { subject: null, message: fitTo(body, CONNECTION_REQUEST_MAX) };
  return { subject: brief.kind === 'email' ? fillPlaceholders(template.subject, values).trim() || null : null, message: body };
}

function writeText(voice: Voice, brief: MessageBrief): Omit<WrittenMessage, 'guidance'> {
  if (brief.template) return fromTemplate(voice, brief, brief.template);
  if (brief.kind === 'connection_request') return writeConnectionRequest(voice, brief);
  if (brief.kind === 'post_connection') return writePostConnection(voice, brief);
  return writeEmail(voice, brief);
}

export function writeMessage(brief: MessageBrief): WrittenMessage {
  const voice = VOICES[brief.sender.tone] ?? VOICES.professional;
  return { ...writeText(voice, brief), guidance: messageGuidance(brief) };
}

export function createEmbeddedWriter(): MessageWriter {
  return { write: async (brief) => writeMessage(brief) };
}
