import { cn } from '../lib/cn.js';
import { initials } from '../lib/initials.js';

/**
 * A person's picture, or their initials on the brand tint. `label` is what it says to a screen
 * reader; without one it is decoration (the name is written next to it).
 */
const SIZES = { sm: 'h-6 w-6 text-[10px]', md: 'h-7 w-7 text-[10px]', lg: 'h-8 w-8 text-xs' } as const;

export function MemberAvatar({ name, avatarUrl, label, className, size = 'sm' }: { name: string; avatarUrl: string | null; label?: string; className?: string; size?: keyof typeof SIZES }) {
  return avatarUrl ? (
    <img src={avatarUrl} alt={label ?? ''} title={label} className={cn(SIZES[size], 'shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      title={label}
      className={cn(SIZES[size], 'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800', className)}
    >
      {initials(name)}
    </span>
  );
}
