import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { SEQUENCE_STEP_KINDS, type SequenceStepKind } from '../../../contracts/sequences.js';
import type { MessageTemplate } from '../../../contracts/templates.js';
import { Button } from '../../components/Button.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { MAX_STEPS, moveStep, newStep, templateTypeOf, usesNote, usesTemplate, type DraftErrors, type StepDraft } from './sequence-form.js';

const KINDS = Object.keys(SEQUENCE_STEP_KINDS) as SequenceStepKind[];

/** Where focus goes after a step moved or was removed: a control id, found once the list re-rendered. */
type FocusTarget = { id: string; fallback?: string } | null;

/**
 * The sequence's steps, in order: each with its kind, the business days to wait, a template
 * (email and LinkedIn message steps) or a note for the task (call and LinkedIn steps). Steps are
 * added, moved and removed with buttons, and focus stays on the step being moved.
 */
export function StepsEditor({
  steps,
  onChange,
  errors,
  templates,
}: {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  errors: DraftErrors;
  templates: MessageTemplate[] | null;
}) {
  const focusNext = useRef<FocusTarget>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const el = document.getElementById(target.id) as HTMLButtonElement | null;
    const fallback = target.fallback ? document.getElementById(target.fallback) : null;
    (el && !el.disabled ? el : fallback)?.focus();
  }, [steps]);

  const update = (i: number, patch: Partial<StepDraft>) => onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: -1 | 1) => {
    const key = steps[i].key;
    focusNext.current = { id: `${key}-${by < 0 ? 'up' : 'down'}`, fallback: `${key}-${by < 0 ? 'down' : 'up'}` };
    onChange(moveStep(steps, i, by));
  };
  const remove = (i: number) => {
    const neighbour = steps[i + 1] ?? steps[i - 1];
    focusNext.current = { id: neighbour ? `${neighbour.key}-remove` : 'add-step' };
    onChange(steps.filter((_, j) => j !== i));
  };
  const add = () => onChange([...steps, newStep(steps.at(-1))]);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Steps</legend>
      {errors.steps && (
        <p role="alert" className="text-sm text-red-600">
          {errors.steps}
        </p>
      )}
      <ol className="space-y-3" aria-label="Steps">
        {steps.map((step, i) => {
          const n = i + 1;
          const options = (templates ?? []).filter((t) => t.type === templateTypeOf(step.kind));
          return (
            <li key={step.key}>
              <div className="rounded-md border border-slate-200 p-4" role="group" aria-label={`Step ${n}`}>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">Step {n}</h3>
                  <div className="flex gap-1">
                    <Button id={`${step.key}-up`} variant="ghost" size="icon" aria-label={`Move step ${n} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                      <ArrowUp className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button id={`${step.key}-down`} variant="ghost" size="icon" aria-label={`Move step ${n} down`} disabled={i === steps.length - 1} onClick={() => move(i, 1)}>
                      <ArrowDown className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button id={`${step.key}-remove`} variant="ghost" size="icon" aria-label={`Remove step ${n}`} disabled={steps.length === 1} onClick={() => remove(i)}>
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                  <Field label="Kind" error={errors[`steps.${i}.kind`]}>
                    {(id, d) => (
                      <Select id={id} aria-describedby={d} value={step.kind} onChange={(e) => update(i, { kind: e.target.value as SequenceStepKind, templateId: '' })}>
                        {KINDS.map((k) => (
                          <option key={k} value={k}>
                            {SEQUENCE_STEP_KINDS[k]}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Field label="Wait (business days)" error={errors[`steps.${i}.delayDays`]} help={i === 0 ? 'After enrolment' : 'After the step before'}>
                    {(id, d) => <Input id={id} aria-describedby={d} inputMode="numeric" value={step.delayDays} onChange={(e) => update(i, { delayDays: e.target.value })} />}
                  </Field>
                  {usesTemplate(step.kind) && (
                    <div className="sm:col-span-2">
                      <Field
                        label="Template"
                        error={errors[`steps.${i}.templateId`]}
                        help={options.length === 0 && templates !== null ? `No ${templateTypeOf(step.kind) === 'email' ? 'email' : 'LinkedIn'} templates yet: add them in Settings → Message Templates.` : undefined}
                      >
                        {(id, d) => (
                          <Select id={id} aria-describedby={d} value={step.templateId} onChange={(e) => update(i, { templateId: e.target.value })}>
                            <option value="">None: written for each contact</option>
                            {options.map((t) => (
                              <option key={t.id} value={t.id}>
                                {t.name}
                              </option>
                            ))}
                          </Select>
                        )}
                      </Field>
                    </div>
                  )}
                  {usesNote(step.kind) && (
                    <div className="sm:col-span-2">
                      <Field label="Note" error={errors[`steps.${i}.note`]} help="A task for you: SwagScout does not automate LinkedIn or calls. The note is shown on the task.">
                        {(id, d) => <Textarea id={id} aria-describedby={d} className="min-h-[60px]" value={step.note} onChange={(e) => update(i, { note: e.target.value })} />}
                      </Field>
                    </div>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button id="add-step" variant="outline" size="sm" onClick={add} disabled={steps.length >= MAX_STEPS}>
          <Plus className="h-4 w-4" aria-hidden /> Add step
        </Button>
        {steps.length >= MAX_STEPS && <span className="text-xs text-slate-500">A sequence has at most {MAX_STEPS} steps.</span>}
      </div>
    </fieldset>
  );
}
