import { useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Minus, Plus, RotateCcw, type LucideIcon } from 'lucide-react';
import { NO_NUDGE, NUDGE_OFFSET_MAX, NUDGE_SCALE_MAX, NUDGE_SCALE_MIN, type LogoNudge } from '../../../contracts/imprint.js';
import type { ProposalLine } from '../../../contracts/proposals.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { upsertProposal } from '../../state/proposals.js';

const STEP = 0.02;
const SCALE_STEP = 0.1;
const clamp = (v: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, v)) * 100) / 100;
const offset = (v: number) => clamp(v, -NUDGE_OFFSET_MAX, NUDGE_OFFSET_MAX);
const scale = (v: number) => clamp(v, NUDGE_SCALE_MIN, NUDGE_SCALE_MAX);

type Move = { label: string; icon: LucideIcon; next: (n: LogoNudge) => LogoNudge | null };
const MOVES: Move[] = [
  { label: 'Move logo left', icon: ArrowLeft, next: (n) => ({ ...n, dx: offset(n.dx - STEP) }) },
  { label: 'Move logo right', icon: ArrowRight, next: (n) => ({ ...n, dx: offset(n.dx + STEP) }) },
  { label: 'Move logo up', icon: ArrowUp, next: (n) => ({ ...n, dy: offset(n.dy - STEP) }) },
  { label: 'Move logo down', icon: ArrowDown, next: (n) => ({ ...n, dy: offset(n.dy + STEP) }) },
  { label: 'Make logo smaller', icon: Minus, next: (n) => ({ ...n, scale: scale(n.scale - SCALE_STEP) }) },
  { label: 'Make logo larger', icon: Plus, next: (n) => ({ ...n, scale: scale(n.scale + SCALE_STEP) }) },
  { label: 'Reset logo placement', icon: RotateCcw, next: () => null },
];

const same = (a: LogoNudge | null, b: LogoNudge | null) => JSON.stringify(a ?? NO_NUDGE) === JSON.stringify(b ?? NO_NUDGE);

/** Small controls that nudge the client's logo on a line's picture; each press is saved. */
export function LogoNudgeControls({ proposalId, line }: { proposalId: string; line: ProposalLine }) {
  const [busy, setBusy] = useState(false);
  const store = useStore();
  const current = line.logoNudge ?? NO_NUDGE;
  const apply = async (next: LogoNudge | null) => {
    setBusy(true);
    try {
      upsertProposal(store, (await api.proposals.updateLine({ id: proposalId, lineId: line.id }, { logoNudge: next })).proposal);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to move the logo') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-label={`Logo placement on ${line.product.name}`} className="mt-1 grid grid-cols-4 justify-items-center">
      {MOVES.map(({ label, icon: Icon, next }) => {
        const target = next(current);
        return (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            disabled={busy || same(target, line.logoNudge)}
            onClick={() => void apply(target)}
            className="inline-flex h-6 w-6 items-center justify-center rounded text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
          >
            <Icon className="h-3.5 w-3.5" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
