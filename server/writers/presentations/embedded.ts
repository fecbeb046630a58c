// The built-in presentation writer: a multi-slide HTML deck composed from the brief — the branding
// profile (tone, colours, services), the named company's research, and for every item the brief
// asks for, real catalogue products at that item's quantity, with totals against the budget and
// production times against the deadline. Inline styles and embedded pictures only, so the deck
// survives sanitising and works outside the app. What the rep keeps (next steps, signals,
// suppliers, item numbers, keywords) goes to the guidance beside the deck, never onto a slide.
// Deterministic: the same brief always gives the same HTML.
import { deckGuidance } from './guidance.js';
import { budgetVerdict, deadlineVerdict, itemAsked, itemName, missingLines, orderTotal, pickOf, quantityPhrase, relaxedLine, units } from './order-check.js';
import type { DeckItem, DeckProduct, PresentationBrief, PresentationWriter } from '../../ports/presentations.js';
import { DECK_VOICES, type DeckVoice } from './tones.js';
import { formatDollars } from '../../../contracts/money.js';
import { deckColors, INK, type DeckColors } from './deck-colors.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const listOf = (items: string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
/** Pictures that work outside the app: absolute URLs and embedded images only. */
const safeUrl = (u: string | null): string | null => (u && (/^https?:\/\//i.test(u) || /^data:image\/(?:svg\+xml|png|jpeg|gif|webp);base64,/i.test(u)) ? u : null);

type Colors = DeckColors;
const FONT = "font-family: 'Helvetica Neue', Arial, sans-serif;";

function slide(c: Colors, body: string, opts: { dark?: boolean } = {}): string {
  const bg = opts.dark ? `background: ${c.primary}; color: ${c.onPrimary};` : `background: #ffffff; color: ${INK};`;
  return `<section style="${bg} ${FONT} border-radius: 12px; padding: clamp(20px, 5vw, 40px) clamp(16px, 4vw, 32px); margin: 0 0 24px 0; min-height: 420px; overflow-wrap: break-word; box-shadow: 0 2px 12px rgba(15, 23, 42, 0.12); border-top: 8px solid ${c.secondary};">${body}</section>`;
}

const heading = (c: Colors, text: string) =>
  `<h2 style="margin: 0 0 24px 0; font-size: clamp(22px, 6vw, 30px); color: ${c.headingOnWhite}; border-bottom: 3px solid ${c.secondary}; padding-bottom: 8px;">${esc(text)}</h2>`;
const para = (text: string) => `<p style="font-size: 17px; line-height: 1.6; margin: 0 0 14px 0;">${esc(text)}</p>`;
const bullets = (items: string[]) =>
  items.length ? `<ul style="font-size: 17px; line-height: 1.6; margin: 0 0 14px 0; padding-left: 22px;">${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '';

/** Who the deck is for: the company, else the audience, else the occasion. */
function recipientOf(brief: PresentationBrief): string {
  if (brief.company) return brief.company.name;
  const r = brief.request;
  if (r.clientName) return r.clientName;
  if (r.audience && r.industry) return `your ${r.industry.toLowerCase()} ${r.audience}`;
  if (r.audience) return `your ${r.audience}`;
  if (r.industry) return `your ${r.industry.toLowerCase()} team`;
  return 'your team';
}

function titleSlide(c: Colors, v: DeckVoice, brief: PresentationBrief, who: string): string {
  const from = brief.sender.companyName ?? brief.sender.name;
  const moment = brief.order.event ?? brief.request.occasion;
  const occasion = moment ? `<p style="font-size: 20px; margin: 0 0 8px 0; color: ${c.accentOnPrimary};">${esc(moment)}</p>` : '';
  return slide(
    c,
    `<p style="text-transform: uppercase; letter-spacing: 3px; font-size: 14px; margin: 0 0 24px 0;">${esc(v.kicker)}</p>` +
      `<h1 style="font-size: clamp(30px, 9vw, 44px); line-height: 1.15; margin: 0 0 16px 0;">${esc(brief.title)}</h1>` +
      (brief.description ? `<p style="font-size: 19px; margin: 0 0 16px 0;">${esc(brief.description)}</p>` : '') +
      occasion +
      `<p style="font-size: 20px; margin: 32px 0 4px 0;">${esc(v.preparedFor(who))}</p>` +
      `<p style="font-size: 16px; margin: 0;">${esc(from ? `${from} · ${brief.date}` : brief.date)}</p>`,
    { dark: true },
  );
}

/** Research notes are stored as lines; keep the meaningful ones. */
const linesOf = (text: string | null, max: number): string[] =>
  (text ?? '')
    .split('\n')
    .map((l) => l.replace(/^[-•*\d.)\s]+/, '').trim())
    .filter((l) => l.length > 3)
    .slice(0, max);

function situationSlide(c: Colors, v: DeckVoice, brief: PresentationBrief, who: string): string {
  const co = brief.company;
  const r = brief.request;
  const o = brief.order;
  const parts: string[] = [];
  if (co) {
    parts.push(para(v.situationIntro(co.name)));
    const facts = [co.industry && `Industry: ${co.industry}`, co.headquarters && `Headquarters: ${co.headquarters}`, co.companySize && `Size: ${co.companySize}`].filter(
      (f): f is string => Boolean(f),
    );
    parts.push(bullets(facts));
    if (co.description) parts.push(para(co.description));
    const activity = linesOf(co.recentActivity, 3);
    if (activity.length) parts.push(`<h3 style="font-size: 19px; margin: 18px 0 8px 0; color: ${c.headingOnWhite};">Recent activity</h3>${bullets(activity)}`);
  } else {
    parts.push(para(v.noResearch(who)));
  }
  const asked = [
    ...o.items.map(itemAsked),
    o.event && `Event: ${o.event}`,
    !o.event && r.occasion && `Occasion: ${r.occasion}`,
    r.audience && `Audience: ${r.audience}`,
    // Prices said of each item are on the items' own lines; one unit budget would mislead there.
    o.budget && (o.budget.kind === 'total' ? `Budget: ${formatDollars(o.budget.amount)} in total` : !o.items.some((i) => i.unitBudget !== undefined) && `Budget: ${formatDollars(o.budget.amount)} per unit`),
    o.priceFloor !== undefined && `Price: from ${formatDollars(o.priceFloor)} per unit`,
    (o.deadline || o.month) && `Timing: ${o.deadline?.text ?? o.month}`,
  ].filter((f): f is string => Boolean(f));
  parts.push(`<h3 style="font-size: 19px; margin: 18px 0 8px 0; color: ${c.headingOnWhite};">${esc(v.opportunityHeading)}</h3>${bullets(asked)}`);
  return slide(c, heading(c, v.situationHeading) + parts.join(''));
}

/** Whether the pick fits the deadline, in words for its slide. */
function timingNote(p: DeckProduct, brief: PresentationBrief): string {
  const d = brief.order.deadline;
  if (!d || p.productionDays === null) return p.leadTime;
  if (p.productionDays <= d.productionDays) return `${p.leadTime} (fits ${d.text})`;
  return p.rushNeeded
    ? `${p.leadTime} as standard; with the supplier's rush service it is ready ${d.text}`
    : `${p.leadTime}: longer than the ${d.productionDays} business days of production available`;
}

function productSlide(c: Colors, v: DeckVoice, brief: PresentationBrief, item: DeckItem, p: DeckProduct, index: number): string {
  const img = safeUrl(p.imageUrl);
  const picture = img
    ? `<img src="${esc(img)}" alt="${esc(p.name)}" width="320" height="320" style="width: 100%; max-width: 320px; height: auto; border-radius: 10px; background: #f8fafc; border: 1px solid #e2e8f0;" />`
    : '';
  const row = (label: string, value: string) =>
    `<tr><td style="padding: 6px 12px 6px 0; color: #64748b; font-size: 15px; vertical-align: top;">${esc(label)}</td><td style="padding: 6px 0; font-size: 16px; font-weight: 600; vertical-align: top;">${esc(value)}</td></tr>`;
  const relaxed = relaxedLine(item);
  const details =
    `<p style="text-transform: uppercase; letter-spacing: 2px; font-size: 13px; color: ${c.accentOnWhite}; margin: 0 0 6px 0;">${esc(itemAsked(item))}</p>` +
    `<h3 style="font-size: 26px; margin: 0 0 12px 0; color: #0f172a;">${esc(p.name)}</h3>` +
    (p.rushNeeded ? para(`In time for your date only with the supplier's rush service.`) : '') +
    para(v.productPitch(p.name, p.keySellingPoint)) +
    (relaxed ? para(relaxed) : '') +
    `<table style="border-collapse: collapse; margin-top: 8px;">` +
    row(`Price ${quantityPhrase(item, p)}`, `${formatDollars(p.unitPrice)} each`) +
    row('Estimated total', formatDollars(p.unitPrice * p.quantity)) +
    row('Minimum order', units(p.minQuantity)) +
    row('Production time', timingNote(p, brief)) +
    (item.colours.length ? row('Colors asked for', item.colours.join(', ')) : '') +
    (item.decoration ? row('Decoration', item.decoration) : '') +
    `</table>`;
  return slide(
    c,
    heading(c, `${v.productsHeading} ${index + 1}`) +
      // Side by side where the slide is wide enough, the picture above the details on a phone.
      `<div style="display: flex; flex-wrap: wrap; gap: 28px; align-items: flex-start;">` +
      (picture ? `<div style="flex: 0 1 320px; min-width: 0;">${picture}</div>` : '') +
      `<div style="flex: 1 1 280px; min-width: 0;">${details}</div></div>`,
  );
}

function summarySlide(c: Colors, v: DeckVoice, brief: PresentationBrief): string {
  const o = brief.order;
  const cell = 'padding: 10px 12px; border-bottom: 1px solid #e2e8f0; font-size: 15px;';
  const rows = o.items
    .map((item) => {
      const pick = pickOf(item);
      const cells = pick
        ? [itemName(item), pick.name, `${pick.quantity.toLocaleString('en-US')}${item.quantity === null ? ' (minimum)' : ''}`, formatDollars(pick.unitPrice), formatDollars(pick.total), pick.leadTime]
        : [itemName(item), 'Not available', item.quantity?.toLocaleString('en-US') ?? '—', '—', '—', '—'];
      return `<tr>${cells.map((t, i) => `<td style="${cell}${i >= 2 && i <= 4 ? ' text-align: right;' : ''}">${esc(t)}</td>`).join('')}</tr>`;
    })
    .join('');
  const totalRow = `<tr><td style="${cell} font-weight: 700;" colspan="4">Total</td><td style="${cell} text-align: right; font-weight: 700;">${esc(formatDollars(orderTotal(o)))}</td><td style="${cell}"></td></tr>`;
  // Six columns do not fit a phone: the table scrolls inside its slide instead of widening the page.
  const table =
    `<div style="overflow-x: auto; margin-bottom: 24px;"><table style="width: 100%; border-collapse: collapse;"><thead><tr style="background: ${c.primary}; color: ${c.onPrimary};">` +
    ['Item', 'Recommended', 'Quantity', 'Per unit', 'Total', 'Production'].map((h) => `<th style="padding: 10px 12px; text-align: left; font-size: 14px;">${esc(h)}</th>`).join('') +
    `</tr></thead><tbody>${rows}${totalRow}</tbody></table></div>`;
  const verdicts = [budgetVerdict(o), deadlineVerdict(o), ...missingLines(o)].filter((l): l is string => Boolean(l)).map(para).join('');
  const steps = v.steps
    .map(
      (s, i) =>
        `<tr><td style="width: 44px; vertical-align: top; padding: 0 0 12px 0;"><span style="display: inline-block; width: 30px; height: 30px; line-height: 30px; text-align: center; border-radius: 15px; background: ${c.secondary}; color: ${c.onSecondary}; font-weight: 700;">${i + 1}</span></td><td style="vertical-align: top; padding: 4px 0 12px 0; font-size: 17px;">${esc(s)}</td></tr>`,
    )
    .join('');
  return slide(
    c,
    (o.items.length ? heading(c, v.summaryHeading) + table : '') + verdicts + heading(c, v.nextStepsHeading) + `<table style="border-collapse: collapse;">${steps}</table>`,
  );
}

function closingSlide(c: Colors, v: DeckVoice, brief: PresentationBrief, who: string): string {
  const s = brief.sender;
  const lines = [s.name, s.title, s.companyName, s.email, s.website].filter((l): l is string => Boolean(l));
  const extras = [
    s.services.length ? `Services: ${listOf(s.services.slice(0, 5))}` : null,
    s.industries.length ? `Industries we serve: ${listOf(s.industries.slice(0, 5))}` : null,
  ].filter((l): l is string => Boolean(l));
  return slide(
    c,
    `<h2 style="font-size: clamp(28px, 8vw, 38px); margin: 0 0 16px 0;">${esc(v.closingHeading)}</h2>` +
      `<p style="font-size: 20px; line-height: 1.5; margin: 0 0 12px 0;">${esc(v.closingLine(who))}</p>` +
      `<p style="font-size: 18px; margin: 0 0 28px 0; color: ${c.accentOnPrimary}; font-weight: 600;">${esc(v.cta)}</p>` +
      lines.map((l, i) => `<p style="font-size: ${i === 0 ? 20 : 16}px; margin: 0 0 4px 0;${i === 0 ? ' font-weight: 700;' : ''}">${esc(l)}</p>`).join('') +
      (extras.length ? `<div style="margin-top: 24px; font-size: 15px;">${extras.map((e) => `<p style="margin: 0 0 4px 0;">${esc(e)}</p>`).join('')}</div>` : ''),
    { dark: true },
  );
}

/** The deck as HTML. Exported for tests and for the adapter's fallback-free comparison. */
export function composeDeck(brief: PresentationBrief): string {
  const c = deckColors(brief.sender.primaryColor, brief.sender.secondaryColor);
  const v = DECK_VOICES[brief.sender.tone] ?? DECK_VOICES.professional;
  const who = recipientOf(brief);
  const slides = [
    titleSlide(c, v, brief, who),
    situationSlide(c, v, brief, who),
    ...brief.order.items.flatMap((item) => item.products.map((p) => ({ item, p }))).map(({ item, p }, i) => productSlide(c, v, brief, item, p, i)),
    summarySlide(c, v, brief),
    closingSlide(c, v, brief, who),
  ];
  return `<div style="${FONT} background: #f1f5f9; padding: 24px; max-width: 1000px; margin: 0 auto;">${slides.join('\n')}</div>`;
}

export function createEmbeddedPresentationWriter(): PresentationWriter {
  return {
    async write(brief) {
      return { html: composeDeck(brief), guidance: deckGuidance(brief) };
    },
  };
}
