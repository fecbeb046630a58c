// The rep's side of a deck (docs/product.md#presentations): the company's signals with their next
// steps and pitch ideas, what each pick costs from whom, constraints that were loosened, the
// brand's keywords and the source of every fact about the client. Shown beside the deck, never on it.
import type { RepGuidance } from '../../../contracts/guidance.js';
import type { PresentationBrief } from '../../ports/presentations.js';
import { quantityPhrase } from './order-check.js';
import { formatDollars } from '../../../contracts/money.js';


export function deckGuidance(brief: PresentationBrief): RepGuidance {
  const co = brief.company;
  const signals = co?.signals ?? [];
  const pitchNotes = [
    ...signals.map((s) => `${s.signalType}: ${s.summary}${s.useCase ? ` (use case: ${s.useCase})` : ''}`),
    ...(co?.promoOpportunities ?? '').split('\n').map((l) => l.trim()).filter((l) => l.length > 3),
    ...brief.order.items.flatMap((item) =>
      item.products.map((p) => `${p.name}: ${formatDollars(p.unitPrice)} each ${quantityPhrase(item, p)} (${p.leadTime}); supplier ${p.supplierName}, item ${p.itemNum}.`),
    ),
    ...brief.order.items.filter((i) => i.relaxed.length).map((i) => `${i.label}: shown without meeting ${i.relaxed.join(' and ')}; the deck says so.`),
  ];
  const research = co?.researchSource ?? 'Company research';
  const sources = [
    ...(co?.description ? [{ fact: co.description, source: research }] : []),
    ...(co?.recentActivity ? [{ fact: co.recentActivity, source: research }] : []),
    ...signals.map((s) => ({ fact: s.summary, source: [s.source ?? 'Signal detection', s.evidence].filter(Boolean).join(': ') })),
  ];
  return { nextSteps: signals.flatMap((s) => s.nextSteps), pitchNotes, keywords: brief.sender.keywords, sources };
}
