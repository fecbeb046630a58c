import type { Text } from './text.js';
import type { BriefSort } from './types.js';

/** The order asked for among the products: cheapest, fastest or premium first. */

export function readSort(t: Text): BriefSort | undefined {
  if (t.take(/\b(cheapest|lowest[- ]priced?|least expensive|most affordable|lowest cost)\b/)) return 'cheapest';
  // 'sort by price', 'order them by price', 'price low to high'.
  if (t.take(/\b(?:sort(?:ed)?|order(?:ed)?|rank(?:ed)?|list(?:ed)?)(?: (?:them|these|those|it|that|the list|the results))? by (?:the )?(?:unit )?(?:price|cost)\b|\bprice,? (?:from )?low(?:est)? to high(?:est)?\b/)) return 'cheapest';
  if (t.take(/\b(?:sort(?:ed)?|order(?:ed)?|rank(?:ed)?)(?: (?:them|these|those|it))? by (?:production time|turnaround|lead time|speed)\b/)) return 'fastest';
  if (t.take(/\b(fastest|quickest|shortest)(?: production| turnaround| lead)?(?: times?)?\b/)) return 'fastest';
  if (t.has(/\b(premium|high[- ]end|luxury|upscale|top[- ]shelf)\b/)) return 'premium';
  return undefined;
}
