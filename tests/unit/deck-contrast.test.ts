// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { composeDeck } from '../../server/writers/presentations/embedded.js';
import type { PresentationBrief } from '../../server/ports/presentations.js';
import { parsePresentationPrompt } from '../../server/writers/presentations/prompt.js';

/**
 * Every word of the built-in deck can be read, whatever brand colours the rep picked (WCAG 2 AA:
 * 4.5:1, large text 3:1). The deck drew the occasion in the secondary colour on the primary one —
 * the default cyan on purple is 1.9:1 — always white on the primary, unreadable on a pale one, and
 * its kicker and dates at 85% opacity (3.8:1 on the default purple).
 * The contrast here is worked out from the WCAG formula, not by the code under test.
 */

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const rgb = (css: string): number[] | null => {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
};

type Finding = { text: string; ratio: number; needed: number };

/** Each text of the deck with its colour, background, size and weight as the inline styles set them. */
function lowContrast(html: string): { findings: Finding[]; texts: number } {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const nearest = <T>(el: Element | null, pick: (el: HTMLElement) => T | null): T | null => {
    for (let e = el; e; e = e.parentElement) {
      const v = pick(e as HTMLElement);
      if (v !== null) return v;
    }
    return null;
  };
  const findings: Finding[] = [];
  let texts = 0;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const el = node.parentElement;
    if (!text || !el) continue;
    texts++;
    const ink = nearest(el, (e) => rgb(e.style.color)) ?? [0, 0, 0];
    const background = nearest(el, (e) => rgb(e.style.backgroundColor) ?? rgb(e.style.background)) ?? [255, 255, 255];
    // A translucent text is its colour mixed with what is behind it.
    let opacity = 1;
    for (let e: HTMLElement | null = el; e; e = e.parentElement) opacity *= e.style.opacity === '' ? 1 : Number(e.style.opacity);
    const color = ink.map((c, i) => c * opacity + background[i] * (1 - opacity));
    const px = nearest(el, (e) => {
      const m = /font-size:\s*(?:clamp\()?(\d+(?:\.\d+)?)px/.exec(e.getAttribute('style') ?? ''); // clamp(22px, …): its smallest size
      return m ? Number(m[1]) : null;
    }) ?? 16;
    const bold = nearest(el, (e) => (/^H[1-6]$/.test(e.tagName) || Number(e.style.fontWeight) >= 600 ? true : null)) ?? false;
    const needed = px >= 24 || (bold && px >= 18.66) ? 3 : 4.5;
    const ratio = contrast(color, background);
    if (ratio < needed) findings.push({ text: text.slice(0, 40), ratio: Math.round(ratio * 100) / 100, needed });
  }
  return { findings, texts };
}

const PRODUCT = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Harbor Canvas Tote',
  imageUrl: null,
  keySellingPoint: 'Holds a laptop',
  category: 'Bags',
  unitPrice: 6.4,
  quantity: 200,
  minQuantity: 50,
  leadTime: '5 business days',
  productionDays: 5,
  supplierName: 'Bay Bags',
  itemNum: 'BB-100',
};

function brief(primaryColor: string, secondaryColor: string): PresentationBrief {
  return {
    title: 'Open House Kit',
    description: 'Totes for the spring open house',
    prompt: 'Totes for the Lakeview open house, 200 pieces',
    request: parsePresentationPrompt('Totes for the Lakeview open house, 200 pieces', ['Lakeview Realty']),
    sender: { name: 'Rae Rep', title: 'Rep', email: 'rae@bay.example', companyName: 'Bay Promo', website: null, tone: 'friendly', primaryColor, secondaryColor, keywords: [], services: [], industries: [] },
    company: null,
    order: { items: [{ label: 'tote bag', quantity: 200, colours: [], decoration: null, relaxed: [], products: [PRODUCT] }], budget: null, deadline: null, event: 'Spring Open House', absent: [] },
    date: 'Apr 2, 2027',
  } as PresentationBrief;
}

describe('the built-in deck’s colours', () => {
  it('keeps every text readable with the default brand colours (the occasion was cyan on purple)', () => {
    const { findings, texts } = lowContrast(composeDeck(brief('#7E69AB', '#1EAEDB')));
    expect(texts).toBeGreaterThan(20);
    expect(findings).toEqual([]);
  });

  it.each([
    ['pale yellow and white', '#FEF08A', '#FFFFFF'],
    ['black and black', '#000000', '#000000'],
    ['mid grey twice', '#777777', '#777777'],
    ['light presets', '#D6BCFA', '#86EFAC'],
    ['orange and light orange', '#EA580C', '#FDBA74'],
    ['white and yellow', '#FFFFFF', '#FFFF00'],
    ['short forms', '#0f0', '#f0f'],
  ])('keeps every text readable with %s', (_name, primary, secondary) => {
    expect(lowContrast(composeDeck(brief(primary, secondary))).findings).toEqual([]);
  });

  it('keeps the brand colours themselves for backgrounds and rules, and for text where they already read', () => {
    const html = composeDeck(brief('#1D4ED8', '#F59E0B'));
    expect(html).toContain('background: #1D4ED8; color: #ffffff');
    expect(html).toContain('border-top: 8px solid #F59E0B');
    expect(html).toContain('color: #1d4ed8'); // headings on white: the primary reads there as it is
  });
});
