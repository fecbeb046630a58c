import type { CSSProperties } from 'react';
import type { ImprintArea } from '../../../contracts/imprint.js';
import { cn } from '../../lib/cn.js';
import { ProductImage } from './ProductImage.js';

/** Where the logo sits: the area in percent of the (square) picture, turned with a slanted product. */
const percent = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

export const logoStyle = (area: ImprintArea): CSSProperties => ({
  left: percent(area.x),
  top: percent(area.y),
  width: percent(area.w),
  height: percent(area.h),
  ...(area.angle ? { transform: `rotate(${area.angle}deg)` } : {}),
});

/**
 * A product picture with the client's logo on its imprint area (a virtual sample). The picture is
 * square (the catalogue's drawings are), so the area's fractions hold in a box of any shape: the
 * picture is centred in it at its largest square.
 */
export function VirtualSample({ src, alt, logoUrl, logoName, area, className }: { src: string | null; alt: string; logoUrl: string | null; logoName: string; area: ImprintArea; className?: string }) {
  return (
    <div className={cn('flex items-center justify-center overflow-hidden', className)}>
      <div className="relative aspect-square h-full max-w-full">
        <ProductImage src={src} alt={alt} className="h-full w-full" />
        {logoUrl && src && <img src={logoUrl} alt={`${logoName} logo on ${alt}`} className="pointer-events-none absolute object-contain" style={logoStyle(area)} />}
      </div>
    </div>
  );
}
