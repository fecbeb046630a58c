// Outreach messages written by an OpenAI-compatible model. The model gets the same brief as the
// built-in writer and answers JSON {subject, message}; LinkedIn limits are enforced afterwards.
import { z } from 'zod';
import { CONNECTION_REQUEST_MAX, MESSAGE_KIND_LABELS } from '../../../contracts/messages.js';
import { fillPlaceholders } from '../../../contracts/templates.js';
import { extractJson, LlmError, type LlmClient } from '../llm/openai.js';
import { fitTo } from './embedded.js';
import type { MessageBrief, MessageWriter } from './types.js';

const SYSTEM_PROMPT = [
  'You write sales outreach for a promotional-products distributor (branded merchandise: apparel, drinkware, bags, tech, awards…).',
  'Write in the sender\'s brand tone, personally, with one clear call to action. Never invent facts that are not in the brief.',
  'Answer with a single JSON object {"subject": string or null, "message": string} and nothing else.',
].join(' ');

const FORMAT: Record<MessageBrief['kind'], string> = {
  email: 'An email of 120 to 180 words with a short subject line, a greeting, and the sender\'s signature.',
  connection_request: `A LinkedIn connection request note: at most ${CONNECTION_REQUEST_MAX} characters, no subject (null).`,
  post_connection: 'A LinkedIn message sent after the contact accepted the connection: 60 to 120 words, no subject (null).',
};

const line = (label: string, value: string | null | undefined | string[]) => {
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text ? `${label}: ${text}` : null;
};

export function messagePrompt(brief: MessageBrief): string {
  const placeholders = {
    company: brief.company.name,
    contact: `${brief.contact.firstName} ${brief.contact.lastName}`.trim(),
    user: brief.sender.name,
  };
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
    line('Company', brief.company.name),
    line('Industry', brief.company.industry),
    line('Promotional opportunities', brief.company.promoOpportunities),
    line('Unique characteristics', brief.company.uniqueCharacteristics),
    line('Event participation likelihood', brief.company.eventParticipationLikelihood),
    ...(brief.signal
      ? [
          '',
          'Buying signal to build the message on:',
          line('Type', brief.signal.signalType),
          line('Summary', brief.signal.summary),
          line('Promotional use case', brief.signal.useCase),
          line('Product categories', brief.signal.productCategories),
          line('Suggested next steps', brief.signal.nextSteps),
        ]
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
    name: 'openai',
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
      const message = answer.data.message.trim();
      if (brief.kind === 'email') return { subject: answer.data.subject?.trim() || null, message };
      return { subject: null, message: brief.kind === 'connection_request' ? fitTo(message, CONNECTION_REQUEST_MAX) : message };
    },
  };
}
