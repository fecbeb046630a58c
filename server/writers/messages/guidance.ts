// The rep's side of a message (docs/product.md#messages): the signal's next steps, how to pitch
// to this reader, what was quoted and from whom, the brand's keywords, and the source of every
// fact about the client the message rests on. Shown beside the message, never inside it.
import type { RepGuidance } from '../../../contracts/guidance.js';
import { roleAngleOf } from '../role-angle.js';
import { isRecentSignal } from '../signal-news.js';
import type { MessageBrief } from '../../ports/messages.js';
import { formatDollars } from '../../../contracts/money.js';


export function messageGuidance(brief: MessageBrief): RepGuidance {
  const angle = roleAngleOf(brief.contact.jobTitle);
  const signal = brief.signal;
  const stale = signal && !isRecentSignal(signal, new Date(brief.today), brief.signalMaxAgeDays);
  const pitchNotes = [
    angle.pitchNote,
    ...brief.products.map(
      (p) => `Quoted ${p.name}: ${formatDollars(p.unitPrice)} each at ${p.quantity.toLocaleString('en-US')} (${p.leadTime}); supplier ${p.supplierName}, item ${p.itemNum}.`,
    ),
    ...(brief.products.length ? [] : ['The catalogue returned no product for this pitch: add one by hand before sending.']),
    ...(stale ? [`The ${signal.signalType} signal is older than ${brief.signalMaxAgeDays} days, so the message does not open with it.`] : []),
  ];
  const sources = [
    ...(signal ? [{ fact: signal.summary, source: [signal.source ?? 'Signal detection', signal.evidence].filter(Boolean).join(': ') }] : []),
    ...(brief.company.uniqueCharacteristics ? [{ fact: brief.company.uniqueCharacteristics, source: brief.company.researchSource ?? 'Company research' }] : []),
    ...brief.products.map((p) => ({ fact: `${p.name} at ${formatDollars(p.unitPrice)} each for ${p.quantity}`, source: 'Product catalogue' })),
  ];
  return { nextSteps: signal?.nextSteps ?? [], pitchNotes, keywords: brief.sender.keywords, sources };
}
