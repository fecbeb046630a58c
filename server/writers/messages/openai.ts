// Outreach messages written by an OpenAI-compatible model. The model gets the same brief as the
// built-in writer (with the products and prices already chosen from the catalogue) and answers
// JSON {subject, message}. Afterwards the same rules as the built-in writer are enforced where
// they can be checked: LinkedIn limits, US spelling, and no sentence that carries the rep's
// guidance, a supplier, an item number, a placeholder or the signal pasted word for word, in the
// subject line as in the text. The rep's guidance is ours, not the model's, and travels beside the text.
import { z } from 'zod';
import { CONNECTION_REQUEST_MAX, MESSAGE_KIND_LABELS } from '../../../contracts/messages.js';
import { fillPlaceholders, placeholderValues } from '../../../contracts/templates.js';
import { extractJson, LlmError, type LlmClient } from '../../llm/openai.js';
import { withoutLeaks } from '../client-text.js';
import { roleAngleOf } from '../role-angle.js';
import { signalNews } from '../signal-news.js';
import { fitTo } from './embedded.js';
import { messageGuidance } from './guidance.js';
import type { MessageBrief, MessageWriter } from '../../ports/messages.js';
import { formatDollars } from '../../../contracts/money.js';

const SYSTEM_PROMPT = [
  'You write sales outreach for a promotional-products distributor (branded merchandise: apparel, drinkware, bags, tech, awards…).',
  'Write in the sender\'s brand tone, personally, to the recipient\'s role, with one clear call to action. Never invent facts that are not in the brief.',
  'Tell the buying signal in your own words with its age as given; never quote its summary. Name one or two of the given products with their given unit price and quantity.',
  'Use the brand keywords as meaning, never as a list. US English. Never mention suppliers, item numbers or costs, never write instructions about the recipient, never write "our company".',
  'Answer with a single JSON object {"subject": string or null, "message": string} and nothing else.',
].join(' ');

const FORMAT: Record<MessageBrief['kind'], string> = {
  email: 'An email of 120 to 180 words with a short subject line, a greeting by the recipient\'s first name ("Hi Ana,"), and the sender\'s signature.',
  connection_request: `A LinkedIn connection request note: at most ${CONNECTION_REQUEST_MAX} characters, no subject (null).`,
  post_connection: 'A LinkedIn message sent after the contact accepted the connection: 60 to 120 words, no subject (null).',
};

const line = (label: string, value: string | null | undefined | string[]) => {
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text ? `${label}: ${text}` : null;
};

function signalLines(brief: MessageBrief): string[] {
  const signal = brief.signal;
  if (!signal) return [];
  const told = signalNews(signal, new Date(brief.today), brief.signalMaxAgeDays);
  if (!told) return ['', `Buying signal: ${signal.signalType}, too old to mention; do not open with it.`];
  return [
    '',
    'Buying signal to build the message on (tell it in your own words):',
    line('Type', signal.signalType),
    line('What the source says (do not quote)', signal.summary),
    line('Tell it as', told.news),
    line('Promotional use case', signal.useCase),
    line('Product categories', signal.productCategories),
  ].filter((l): l is string => l !== null);
}

export function messagePrompt(brief: MessageBrief): string {
  const placeholders = placeholderValues({ company: brief.company.name, firstName: brief.contact.firstName, lastName: brief.contact.lastName, user: brief.sender.name });
  return [
    `Message type: ${MESSAGE_KIND_LABELS[brief.kind]}. ${FORMAT[brief.kind]}`,
    `Brand tone: ${brief.sender.tone}`,
    '',
    'Sender:',
    line('Name', brief.sender.name),
    line('Title', brief.sender.title),
    line('Company', brief.sender.companyName),
    line('Website', brief.sender.website),
    line('Brand keywords', brief.sender.keywords),
    line('Services offered', brief.sender.services),
    line('Industries served', brief.sender.industries),
    '',
    'Recipient:',
    line('Name', `${brief.contact.firstName} ${brief.contact.lastName}`),
    line('Job title', brief.contact.jobTitle),
    line('What this role cares about', brief.contact.jobTitle ? roleAngleOf(brief.contact.jobTitle).why : null),
    line('Company', brief.company.name),
    line('Industry', brief.company.industry),
    line('Promotional opportunities', brief.company.promoOpportunities),
    line('Unique characteristics', brief.company.uniqueCharacteristics),
    line('Event participation likelihood', brief.company.eventParticipationLikelihood),
    ...signalLines(brief),
    ...(brief.products.length
      ? ['', 'Products to name (unit price at the quantity, from the catalogue):', ...brief.products.map((p) => `- ${p.name}: ${formatDollars(p.unitPrice)} each for ${p.quantity} pieces; production ${p.leadTime}`)]
      : []),
    ...(brief.template
      ? [
          '',
          'Follow this template from the sender (keep its wording and structure):',
          line('Subject', fillPlaceholders(brief.template.subject, placeholders)),
          fillPlaceholders(brief.template.content, placeholders),
        ]
      : []),
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}

const answerSchema = z.object({
  subject: z.string().nullish(),
  message: z.string().trim().min(1),
});

export function createOpenAiWriter(client: LlmClient): MessageWriter {
  return {
    async write(brief) {
      const completion = await client.complete(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: messagePrompt(brief) },
        ],
        { temperature: 0.7 },
      );
      const answer = answerSchema.safeParse(extractJson(completion.content));
      if (!answer.success) throw new LlmError('bad_response', 'The AI message answer had no message text');
      const guidance = messageGuidance(brief);
      const leaks = {
        guidance: [...guidance.nextSteps, ...guidance.pitchNotes],
        supplierNames: brief.products.map((p) => p.supplierName),
        itemNumbers: brief.products.map((p) => p.itemNum),
        signalSummaries: brief.signal ? [brief.signal.summary] : [],
      };
      const message = withoutLeaks(answer.data.message.trim(), leaks);
      if (!message) throw new LlmError('bad_response', 'The AI message had nothing the client may read');
      // The subject is the first thing the client reads: the same rules hold (a leaking subject is dropped).
      if (brief.kind === 'email') return { subject: withoutLeaks(answer.data.subject?.trim() ?? '', leaks) || null, message, guidance };
      return { subject: null, message: brief.kind === 'connection_request' ? fitTo(message, CONNECTION_REQUEST_MAX) : message, guidance };
    },
  };
}
