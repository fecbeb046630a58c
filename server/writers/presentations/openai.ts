// Presentations written by an OpenAI-compatible model (docs/product.md#presentations: gemini-chat with
// presentationMode answered HTML). The model gets the same order as the built-in composer — every
// item with its real catalogue products at its quantity, the totals against the budget and the
// production times against the deadline already worked out — but nothing the client must not
// read (suppliers, item numbers, next steps, signals): those go to the rep's guidance. Pictures
// are passed as IMAGE_n tokens and replaced by the embedded images afterwards, so the HTML stays
// self-contained; the service sanitises it before storing.
import { LlmError, type LlmClient } from '../../llm/openai.js';
import { escapeRegExp } from '../../regexp.js';
import { deckGuidance } from './guidance.js';
import { budgetVerdict, deadlineVerdict, itemAsked, missingLines, quantityPhrase } from './order-check.js';
import type { DeckProduct, PresentationBrief, PresentationWriter } from '../../ports/presentations.js';
import { formatDollars } from '../../../contracts/money.js';

const SYSTEM_PROMPT = [
  'You write sales presentations for a promotional-products distributor, as one self-contained HTML document.',
  'Build several slides as <section> elements: a title slide, the client\'s situation and opportunity, one slide per recommended product',
  '(with its image, price per unit at its quantity, total and production time), a summary slide with the totals, the budget and timing sentences as given,',
  'a timeline slide and a closing slide with the sender\'s details. Every requested item appears at its own quantity; name the event exactly as given.',
  'Style everything with inline style attributes using the brand colours. Use only the products and facts given; never invent prices. US English.',
  'Never mention suppliers, item numbers, costs, buying signals or notes for the sales rep. Use each image token (IMAGE_1…) as the img src, exactly.',
  'No scripts, forms, iframes or external stylesheets. Answer with the HTML only.',
].join(' ');

const line = (label: string, value: string | number | null | undefined | string[]) => {
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text !== null && text !== undefined && text !== '' ? `${label}: ${text}` : null;
};

const allProducts = (brief: PresentationBrief): DeckProduct[] => brief.order.items.flatMap((i) => i.products);

/** IMAGE_n for the product's picture (n counts from 1 over the deck's products), or null. */
function imageToken(brief: PresentationBrief, product: DeckProduct): string | null {
  const at = allProducts(brief).indexOf(product);
  return product.imageUrl && at >= 0 ? `IMAGE_${at + 1}` : null;
}

/**
 * The HTML without supplier names or item numbers (in any case, as the client text rules count
 * them), then with IMAGE_n tokens replaced by the products' embedded pictures — after, so a
 * picture's data is never cut.
 */
export function finishDeckHtml(html: string, brief: PresentationBrief): string {
  const products = allProducts(brief);
  let out = html;
  for (const p of products)
    for (const secret of [p.supplierName, p.itemNum].map((x) => x.trim()).filter((x) => x.length >= 3)) out = out.replace(new RegExp(escapeRegExp(secret), 'gi'), '');
  return out.replace(/\bIMAGE_(\d+)\b/g, (token, n: string) => products[Number(n) - 1]?.imageUrl ?? token);
}

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
    line('Services offered', s.services),
    line('Industries served', s.industries),
    '',
    'What the request asks for:',
    line('Occasion', r.occasion),
    line('Event', brief.order.event),
    line('Audience', r.audience),
    line('Industry', r.industry),
    line('Budget', brief.order.budget ? `${formatDollars(brief.order.budget.amount)} ${brief.order.budget.kind === 'total' ? 'in total' : 'per unit'}` : null),
    line('Price floor', brief.order.priceFloor !== undefined ? `from ${formatDollars(brief.order.priceFloor)} per unit` : null),
    line('Timing', brief.order.deadline?.text ?? brief.order.month),
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
        ]
      : []),
    '',
    'Items and the products to recommend for each (price per unit at the item\'s quantity):',
    ...brief.order.items.flatMap((item) => [
      `* ${itemAsked(item)}`,
      ...(item.products.length
        ? item.products.map((p) => `  - ${p.name} (${p.category}); ${p.keySellingPoint}; ${formatDollars(p.unitPrice)} per unit ${quantityPhrase(item, p)}; total ${formatDollars(p.unitPrice * p.quantity)}; minimum ${p.minQuantity}; production ${p.leadTime}; image ${imageToken(brief, p) ?? 'none'}`)
        : ['  - none available: say so']),
    ]),
    '',
    'Say these on the summary slide, as written:',
    ...[budgetVerdict(brief.order), deadlineVerdict(brief.order), ...missingLines(brief.order)].filter((l): l is string => Boolean(l)),
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}

/** The HTML in a reply: without <think> blocks and ``` fences. */
export function htmlOfReply(reply: string | null): string {
  let text = (reply ?? '').replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fence = /```(?:html)?([\s\S]*?)```/i.exec(text);
  if (fence) text = fence[1].trim();
  if (!/<[a-z][\s\S]*>/i.test(text)) throw new LlmError('bad_response', 'The AI provider did not answer with HTML');
  return text;
}

export function createOpenAiPresentationWriter(client: LlmClient): PresentationWriter {
  return {
    async write(brief) {
      const completion = await client.complete(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: presentationPrompt(brief) },
        ],
        { temperature: 0.6 },
      );
      return { html: finishDeckHtml(htmlOfReply(completion.content), brief), guidance: deckGuidance(brief) };
    },
  };
}
