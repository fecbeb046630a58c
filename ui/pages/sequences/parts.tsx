import { format } from 'date-fns';
import { ENROLLMENT_STATUSES, SEQUENCE_STEP_KINDS, STOP_REASONS, type Enrollment, type SequenceStep, type SequenceStepKind } from '../../../contracts/sequences.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { plural } from '../../lib/plural.js';

/** A step's kind in a few words, for summaries ("Email → Follow-up → Call"). */
export const SHORT_KINDS: Record<SequenceStepKind, string> = {
  email: 'Email',
  follow_up: 'Follow-up',
  linkedin_connect: 'LinkedIn connect',
  linkedin_message: 'LinkedIn message',
  call: 'Call',
};
export const kindLabel = (kind: SequenceStepKind) => SEQUENCE_STEP_KINDS[kind];

/** "Email → Follow-up → Call" and "3 steps over 5 business days". */
export function stepsSummary(steps: readonly SequenceStep[]): { kinds: string; span: string } {
  const days = steps.reduce((sum, s) => sum + s.delayDays, 0);
  const span = days === 0 ? `${plural(steps.length, 'step')}, ${steps.length === 1 ? 'right' : 'all'} after enrolment` : `${plural(steps.length, 'step')} over ${plural(days, 'business day')}`;
  return { kinds: steps.map((s) => SHORT_KINDS[s.kind]).join(' → '), span };
}

const STATUS_TONES: Record<Enrollment['status'], BadgeTone> = { active: 'green', paused: 'amber', finished: 'grey', stopped: 'red' };

/** Active, Paused, Finished, or Stopped with its reason (Replied, Bounced…). */
export function EnrollmentStatus({ enrollment }: { enrollment: Pick<Enrollment, 'status' | 'stopReason'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={STATUS_TONES[enrollment.status]}>{ENROLLMENT_STATUSES[enrollment.status]}</Badge>
      {enrollment.status === 'stopped' && enrollment.stopReason && <span className="text-xs text-slate-600">{STOP_REASONS[enrollment.stopReason]}</span>}
    </span>
  );
}

/** "Tue 1 Dec 9:40", in the viewer's time. */
export const formatRun = (iso: string) => format(new Date(iso), 'EEE d MMM H:mm');

/** Where a contact is in the sequence: "Step 2 of 3 · Tue 1 Dec 9:40", "All 3 steps done", or nothing once stopped. */
export function nextStepText(e: Pick<Enrollment, 'status' | 'nextStep' | 'stepCount' | 'nextRunAt'>): string {
  if (e.status === 'finished') return `All ${plural(e.stepCount, 'step')} done`;
  if (e.status === 'stopped' || e.nextStep >= e.stepCount) return '—';
  const step = `Step ${e.nextStep + 1} of ${e.stepCount}`;
  if (e.status === 'paused') return `${step} · paused`;
  return e.nextRunAt ? `${step} · ${formatRun(e.nextRunAt)}` : step;
}
