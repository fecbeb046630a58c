import { useAtomValue } from 'jotai';
import { initials } from '../../lib/initials.js';
import { memberRecords } from '../../state/team.js';

/** The account owner's avatar on a kanban card (docs/product.md#teams); nothing until the members are loaded. */
export function OwnerAvatar({ ownerId }: { ownerId: string | null }) {
  const owner = useAtomValue(memberRecords.atom(ownerId ?? ''));
  if (!ownerId || !owner) return null;
  const label = `Owner: ${owner.fullName}`;
  return owner.avatarUrl ? (
    <img src={owner.avatarUrl} alt={label} title={label} className="h-6 w-6 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-[10px] font-semibold text-brand-800"
    >
      {initials(owner.fullName)}
    </span>
  );
}
