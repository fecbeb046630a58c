import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn.js';

/** A product picture; a missing or failing image shows the product's 'No Image' placeholder. */
export function ProductImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-1 bg-slate-100 text-slate-400', className)} role="img" aria-label={`${alt}: no image`}>
        <ImageOff className="h-6 w-6" aria-hidden />
        <span className="text-xs font-medium">No Image</span>
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} className={cn('object-contain', className)} />;
}
