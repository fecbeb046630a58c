import { cn } from '../lib/cn.js';
import { initials } from '../lib/initials.js';

/**
 * A person's picture, or their initials on the brand tint. `label` is what it says to a screen
 * reader; without one it is decoration (the name is written next to it).
 */
export function MemberAvatar({ name, avatarUrl, label, className }: { name: string; avatarUrl: string | null; label?: string; className?: string }) {
  return avatarUrl ? (
    <img src={avatarUrl} alt={label ?? ''} title={label} className={cn('h-6 w-6 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      title={label}
      className={cn('flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-[10px] font-semibold text-brand-800', className)}
    >
      {initials(name)}
    </span>
  );
}
