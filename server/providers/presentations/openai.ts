// Presentations written by an OpenAI-compatible model (docs/product.md#presentations: gemini-chat with
// presentationMode answered HTML). The model gets the same brief as the built-in composer — the
// branding profile, the company's research and signals, real catalogue products with prices —
// and answers HTML, which the service sanitises before storing.
import { LlmError, type LlmClient } from '../llm/openai.js';
import type { PresentationBrief, PresentationWriter } from './types.js';

const SYSTEM_PROMPT = [
  'You write sales presentations for a promotional-products distributor, as one self-contained HTML document.',
  'Build several slides as <section> elements: a title slide, the client\'s situation and opportunity, one slide per recommended product',
  '(with its image, price per unit at the quantity, total and production time), a timeline / next steps slide and a closing slide with the sender\'s details.',
  'Style everything with inline style attributes using the brand colours. Use only the products and facts given; never invent prices.',
  'No scripts, forms, iframes or external stylesheets. Answer with the HTML only.',
].join(' ');

const line = (label: string, value: string | number | null | undefined | string[]) => {
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text !== null && text !== undefined && text !== '' ? `${label}: ${text}` : null;
};

export function presentationPrompt(brief: PresentationBrief): string {
  const s = brief.sender;
  const co = brief.company;
  const r = brief.request;
  return [
    `Presentation title: ${brief.title}`,
    line('Description', brief.description),
    `Request: ${brief.prompt}`,
    `Brand tone: ${s.tone}`,
    `Brand colours: primary ${s.primaryColor}, secondary ${s.secondaryColor}`,
    line('Date', brief.date),
    '',
    'Sender:',
    line('Name', s.name),
    line('Title', s.title),
    line('Email', s.email),
    line('Company', s.companyName),
    line('Website', s.website),
    line('Logo URL', s.logoUrl),
    line('Brand keywords', s.keywords),
    line('Services offered', s.services),
    line('Industries served', s.industries),
    '',
    'What the request asks for:',
    line('Occasion', r.occasion),
    line('Audience', r.audience),
    line('Industry', r.industry),
    line('Quantity', brief.quantity),
    line('Total budget ($)', r.budget),
    line('Budget per unit ($)', r.unitBudget),
    ...(co
      ? [
          '',
          'Client company:',
          line('Name', co.name),
          line('Domain', co.domain),
          line('Industry', co.industry),
          line('Headquarters', co.headquarters),
          line('Size', co.companySize),
          line('Description', co.description),
          line('Recent activity', co.recentActivity),
          line('Promotional opportunities', co.promoOpportunities),
          line('Unique characteristics', co.uniqueCharacteristics),
          line('Event participation likelihood', co.eventParticipationLikelihood),
          ...co.signals.map((sig) => line(`Buying signal (${sig.signalType})`, [sig.summary, sig.useCase ?? '', ...sig.nextSteps].filter(Boolean).join(' | '))),
        ]
      : []),
    '',
    'Products to recommend (image URLs are usable as is):',
    ...brief.products.map(
      (p) =>
        `- ${p.name} (${p.category}); ${p.keySellingPoint}; $${p.unitPrice.toFixed(2)} per unit at ${brief.quantity} units; minimum ${p.minQuantity}; production ${p.leadTime}; supplier ${p.supplierName}; image ${p.imageUrl ?? 'none'}`,
    ),
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}

/** The HTML in a reply: without <think> blocks and ``` fences. */
export function htmlOfReply(reply: string | null): string {
  let text = (reply ?? '').replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fence = /```(?:html)?\s*([\s\S]*?)```/i.exec(text);
  if (fence) text = fence[1].trim();
  if (!/<[a-z][\s\S]*>/i.test(text)) throw new LlmError('bad_response', 'The AI provider did not answer with HTML');
  return text;
}

export function createOpenAiPresentationWriter(client: LlmClient): PresentationWriter {
  return {
    name: 'openai',
    async write(brief) {
      const completion = await client.complete(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: presentationPrompt(brief) },
        ],
        { temperature: 0.6 },
      );
      return { html: htmlOfReply(completion.content) };
    },
  };
}
