// Brand keywords are what the brand stands for, not words to paste into a sentence
// (docs/product.md#messages): "quality, sustainability" becomes "pieces made to last" and
// "eco-friendly options". A keyword with no known meaning is left to the rep's notes.

const MEANINGS: Array<[RegExp, string]> = [
  [/qualit|premium|craft|durab|made to last|excellen/i, 'pieces made to last'],
  [/sustainab|eco|green|recycl|planet|environment/i, 'eco-friendly options'],
  [/fast|speed|quick|turnaround|rush|on[- ]?time|reliab|dependab|deadline/i, 'delivery on the date you need'],
  [/service|partner|support|care|relationship|personal touch/i, 'one contact who handles the details'],
  [/creativ|design|innovat|original|unique|bold/i, 'design help for your artwork'],
  [/local|community|neighbo/i, 'a local team you can reach'],
  [/value|afford|budget|price|cost[- ]?effective/i, 'prices that fit your budget'],
  [/custom|personali[sz]|bespoke|tailor/i, 'decoration made to your brand'],
  [/american|usa|made in/i, 'US-made choices where you want them'],
];

/** What the keywords mean, as phrases, without repeats; unknown keywords are skipped. */
export function keywordMeanings(keywords: readonly string[]): string[] {
  const out: string[] = [];
  for (const k of keywords) {
    const meaning = MEANINGS.find(([re]) => re.test(k))?.[1];
    if (meaning && !out.includes(meaning)) out.push(meaning);
  }
  return out;
}
