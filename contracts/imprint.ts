import { z } from 'zod';

/**
 * Virtual samples: where the client's logo sits on a product picture. An imprint area is a
 * rectangle in fractions of the picture (0–1 from its top-left corner); the seller may nudge the
 * logo within it per proposal line. `logoPlacement` is the one rule the seller's page, the
 * client's page and the PDF all draw with.
 */

export const imprintArea = z.object({
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  /** Degrees clockwise about the area's centre, for a product drawn at a slant (a pen's barrel). */
  angle: z.number().optional(),
});
export type ImprintArea = z.infer<typeof imprintArea>;

/** Outside products (SAGE, pasted images) declare nothing: a centred area of half the picture. */
export const CENTRED_IMPRINT_AREA: ImprintArea = { x: 0.25, y: 0.25, w: 0.5, h: 0.5 };

export const NUDGE_OFFSET_MAX = 0.5;
export const NUDGE_SCALE_MIN = 0.25;
export const NUDGE_SCALE_MAX = 2;

/** The seller's nudge: an offset in fractions of the picture and a scale of the area. */
export const logoNudge = z
  .object({
    dx: z.number({ error: 'Offset must be a number' }).min(-NUDGE_OFFSET_MAX, `Offset must be at least -${NUDGE_OFFSET_MAX}`).max(NUDGE_OFFSET_MAX, `Offset must be at most ${NUDGE_OFFSET_MAX}`),
    dy: z.number({ error: 'Offset must be a number' }).min(-NUDGE_OFFSET_MAX, `Offset must be at least -${NUDGE_OFFSET_MAX}`).max(NUDGE_OFFSET_MAX, `Offset must be at most ${NUDGE_OFFSET_MAX}`),
    scale: z.number({ error: 'Scale must be a number' }).min(NUDGE_SCALE_MIN, `Scale must be at least ${NUDGE_SCALE_MIN}`).max(NUDGE_SCALE_MAX, `Scale must be at most ${NUDGE_SCALE_MAX}`),
  })
  .strict();
export type LogoNudge = z.infer<typeof logoNudge>;
export const NO_NUDGE: LogoNudge = { dx: 0, dy: 0, scale: 1 };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/**
 * Where the logo is drawn: the area scaled about its centre, moved by the nudge, and kept inside
 * the picture (a rectangle in fractions; the logo is fitted inside it keeping its proportions).
 */
export function logoPlacement(area: ImprintArea, nudge: LogoNudge | null = null): ImprintArea {
  const n = nudge ?? NO_NUDGE;
  const w = clamp(area.w * n.scale, 0.02, 1);
  const h = clamp(area.h * n.scale, 0.02, 1);
  const cx = area.x + area.w / 2 + n.dx;
  const cy = area.y + area.h / 2 + n.dy;
  const placed = { x: round4(clamp(cx - w / 2, 0, 1 - w)), y: round4(clamp(cy - h / 2, 0, 1 - h)), w: round4(w), h: round4(h) };
  return area.angle ? { ...placed, angle: area.angle } : placed;
}
