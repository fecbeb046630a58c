import { z } from 'zod';

/** How a product can be decorated (docs/product.md#proposals): the methods a distributor sells. */
export const DECORATION_METHODS = ['screen_print', 'embroidery', 'laser_engraving', 'deboss', 'full_color', 'pad_print', 'heat_transfer'] as const;
export type DecorationMethod = (typeof DECORATION_METHODS)[number];

export const DECORATION_LABELS: Record<DecorationMethod, string> = {
  screen_print: 'Screen print',
  embroidery: 'Embroidery',
  laser_engraving: 'Laser engraving',
  deboss: 'Deboss',
  full_color: 'Full color / digital',
  pad_print: 'Pad print',
  heat_transfer: 'Heat transfer',
};

/** One way a product can be decorated, with the distributor's charges at cost (cents): setup once, run per unit and location. */
export const decorationOption = z.object({
  method: z.enum(DECORATION_METHODS),
  label: z.string(),
  locations: z.array(z.string()),
  maxColors: z.number(),
  imprintArea: z.string(),
  setupCents: z.number(),
  runCents: z.number(),
});
