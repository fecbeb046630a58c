import { useAtomValue } from 'jotai';
import { Pencil } from 'lucide-react';
import { editingNotice, type PresenceType, type PresenceViewer } from '../../contracts/presence.js';
import { cn } from '../lib/cn.js';
import { MemberAvatar } from './MemberAvatar.js';
import { memberRecords } from '../state/team.js';

/** Shown side by side before the rest are counted ('+3'). */
const SHOWN = 4;

function ViewerAvatar({ viewer }: { viewer: PresenceViewer }) {
  // The member's picture when the team is loaded; initials otherwise (as OwnerAvatar).
  const avatarUrl = useAtomValue(memberRecords.atom(viewer.userId))?.avatarUrl ?? null;
  const label = viewer.editing ? `${viewer.fullName} (editing)` : viewer.fullName;
  return <MemberAvatar name={viewer.fullName} avatarUrl={avatarUrl} label={label} size="md" className={cn('ring-2', viewer.editing ? 'ring-amber-400' : 'ring-white')} />;
}

/** docs/product.md#teams: the teammates viewing this record too, live; nothing when nobody is. */
export function PresenceAvatars({ viewers }: { viewers: PresenceViewer[] }) {
  if (viewers.length === 0) return null;
  const rest = viewers.length - SHOWN;
  return (
    <div role="group" aria-label={`Also viewing: ${viewers.map((v) => v.fullName).join(', ')}`} className="flex items-center -space-x-1.5">
      {viewers.slice(0, SHOWN).map((v) => (
        <ViewerAvatar key={v.userId} viewer={v} />
      ))}
      {rest > 0 && (
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-[10px] font-semibold text-slate-700 ring-2 ring-white">
          +{rest}
        </span>
      )}
    </div>
  );
}

/** 'Alex Rep is editing this company', while a teammate viewing it has an edit open. */
export function EditingNotice({ viewers, type }: { viewers: PresenceViewer[]; type: PresenceType }) {
  const editors = viewers.filter((v) => v.editing).map((v) => v.fullName);
  if (editors.length === 0) return null;
  return (
    <p role="status" className="mb-4 flex items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-800">
      <Pencil className="h-4 w-4 shrink-0" aria-hidden /> {editingNotice(editors, type)}
    </p>
  );
}
