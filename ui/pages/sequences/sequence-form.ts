import { isEmailStep, sequenceInput, type Sequence, type SequenceInput, type SequenceStepKind } from '../../../contracts/sequences.js';

/** A step as the editor holds it: a stable key (for focus and React), the delay as typed. */
export type StepDraft = { key: string; kind: SequenceStepKind; delayDays: string; templateId: string; note: string };
export type SequenceDraft = { name: string; requireApproval: boolean; steps: StepDraft[] };
/** Field messages by path: `name`, `steps` (the list), `steps.2.delayDays`… */
export type DraftErrors = Record<string, string>;

export const MAX_STEPS = 12;

let next = 0;
const newKey = () => `step-${++next}`;

/** Whether a step writes from a template (emails, a LinkedIn message) or is a task with a note (calls, LinkedIn). */
export const usesTemplate = (kind: SequenceStepKind) => isEmailStep(kind) || kind === 'linkedin_message';
export const usesNote = (kind: SequenceStepKind) => !isEmailStep(kind);
/** The template type a step writes from. */
export const templateTypeOf = (kind: SequenceStepKind) => (kind === 'linkedin_message' ? 'linkedin' : 'email');

export const newStep = (after: StepDraft | undefined): StepDraft => ({
  key: newKey(),
  // An email first; after an email, its follow-up three business days later.
  kind: !after ? 'email' : isEmailStep(after.kind) ? 'follow_up' : 'email',
  delayDays: after ? '3' : '0',
  templateId: '',
  note: '',
});

export const draftOf = (s: Sequence | null): SequenceDraft =>
  s
    ? {
        name: s.name,
        requireApproval: s.requireApproval,
        steps: s.steps.map((step) => ({ key: newKey(), kind: step.kind, delayDays: String(step.delayDays), templateId: step.templateId ?? '', note: step.note ?? '' })),
      }
    : { name: '', requireApproval: false, steps: [newStep(undefined)] };

/** Moves the step at `from` one place up (-1) or down (+1). */
export function moveStep(steps: readonly StepDraft[], from: number, by: -1 | 1): StepDraft[] {
  const to = from + by;
  if (to < 0 || to >= steps.length) return [...steps];
  const moved = [...steps];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

/** The draft as the API takes it, or the message of each field that is wrong. */
export function toSequenceInput(d: SequenceDraft): { input: SequenceInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const steps = d.steps.map((s, i) => {
    const days = /^\d+$/.test(s.delayDays.trim()) ? Number(s.delayDays.trim()) : Number.NaN;
    if (!(days >= 0 && days <= 60)) errors[`steps.${i}.delayDays`] = 'Enter 0 to 60 business days';
    return {
      kind: s.kind,
      delayDays: days,
      templateId: usesTemplate(s.kind) && s.templateId ? s.templateId : null,
      ...(usesNote(s.kind) && s.note.trim() ? { note: s.note.trim() } : {}),
    };
  });
  const parsed = sequenceInput.safeParse({ name: d.name, requireApproval: d.requireApproval, steps });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
  return parsed.success && Object.keys(errors).length === 0 ? { input: parsed.data } : { errors };
}
