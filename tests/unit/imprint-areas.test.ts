import { describe, expect, it } from 'vitest';
import { CENTRED_IMPRINT_AREA, logoNudge, logoPlacement } from '../../contracts/imprint.js';
import { builtinImprintArea, imprintAreaOf, imprintAreaOfShape } from '../../server/catalogue/imprint-areas.js';
import { MORE_DRAWINGS } from '../../server/catalogue/product-drawings.js';
import type { ProductShape } from '../../server/catalogue/image-svg.js';

const SHAPES: ProductShape[] = ['mug', 'tumbler', 'bottle', 'tshirt', 'cap', 'tote', 'pen', 'notebook', 'usb', 'device', 'leaf', 'trophy', 'keytag', 'box', ...(Object.keys(MORE_DRAWINGS) as ProductShape[])];

describe('imprint areas of built-in products', () => {
  it('gives every product type an area inside its picture', () => {
    for (const shape of SHAPES) {
      const a = imprintAreaOfShape(shape);
      expect(a.w, shape).toBeGreaterThan(0.05);
      expect(a.h, shape).toBeGreaterThan(0.05);
      expect(a.x, shape).toBeGreaterThanOrEqual(0);
      expect(a.y, shape).toBeGreaterThanOrEqual(0);
      expect(a.x + a.w, shape).toBeLessThanOrEqual(1);
      expect(a.y + a.h, shape).toBeLessThanOrEqual(1);
    }
  });

  it('reads the type from the product the way its picture does: a mug’s side, a t-shirt’s chest, a pen’s slanted barrel, a tote’s front', () => {
    expect(builtinImprintArea('Drinkware', 'Classic Ceramic Mug')).toEqual({ x: 0.37, y: 0.4, w: 0.26, h: 0.3 });
    expect(builtinImprintArea('Apparel', 'Soft Cotton T-Shirt')).toEqual({ x: 0.39, y: 0.36, w: 0.22, h: 0.2 });
    expect(builtinImprintArea('Writing', 'Metal Ballpoint Pen')).toMatchObject({ angle: -35 });
    expect(builtinImprintArea('Bags', 'Canvas Tote Bag')).toEqual({ x: 0.34, y: 0.5, w: 0.32, h: 0.25 });
    // Deterministic: the same product, the same area.
    expect(builtinImprintArea('Drinkware', 'Classic Ceramic Mug')).toEqual(builtinImprintArea('Drinkware', 'Classic Ceramic Mug'));
  });

  it('centres the logo on an outside product’s picture', () => {
    expect(imprintAreaOf('sage', 'Drinkware', 'Classic Ceramic Mug')).toEqual(CENTRED_IMPRINT_AREA);
  });
});

describe('the seller’s nudge', () => {
  it('moves and scales the logo about the area’s centre and keeps it on the picture', () => {
    const area = { x: 0.4, y: 0.4, w: 0.2, h: 0.2 };
    expect(logoPlacement(area)).toEqual(area);
    expect(logoPlacement(area, { dx: 0.1, dy: -0.05, scale: 1 })).toEqual({ x: 0.5, y: 0.35, w: 0.2, h: 0.2 });
    expect(logoPlacement(area, { dx: 0, dy: 0, scale: 2 })).toEqual({ x: 0.3, y: 0.3, w: 0.4, h: 0.4 });
    expect(logoPlacement(area, { dx: 0.5, dy: 0.5, scale: 1 })).toEqual({ x: 0.8, y: 0.8, w: 0.2, h: 0.2 });
    expect(logoPlacement({ ...area, angle: -35 })).toMatchObject({ angle: -35 });
  });

  it('refuses offsets and scales out of range', () => {
    expect(logoNudge.safeParse({ dx: 0.6, dy: 0, scale: 1 }).error?.issues[0].message).toBe('Offset must be at most 0.5');
    expect(logoNudge.safeParse({ dx: 0, dy: 0, scale: 0.1 }).error?.issues[0].message).toBe('Scale must be at least 0.25');
    expect(logoNudge.safeParse({ dx: 0, dy: 0, scale: 3 }).error?.issues[0].message).toBe('Scale must be at most 2');
    expect(logoNudge.safeParse({ dx: 0, dy: 0, scale: 1, extra: 1 }).success).toBe(false);
  });
});
