import { useMemo, useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import { PIPELINE_STAGES, type PipelineStage } from '../../../contracts/pipeline-stages.js';
import { dealSettingsRequest, type DealSettings } from '../../../contracts/deals.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input } from '../../components/Field.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { dealSettingsRecord, useDealSettings } from '../../state/deal-settings.js';
import { useCan } from '../../state/permissions.js';
import { LostReasonsEditor, reasonRows, type ReasonRow } from './LostReasonsEditor.js';

/** The form as typed: numbers as text, so a half-typed value stays what it is. */
type Draft = { probabilities: Record<PipelineStage, string>; reasons: ReasonRow[]; staleDays: string };
/** Messages by the request's path: `probabilities.Lead`, `lostReasons.2`, `lostReasons`, `staleDays`. */
type Errors = Record<string, string>;

const draftOf = (s: DealSettings): Draft => ({
  probabilities: Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, String(s.probabilities[stage])])) as Record<PipelineStage, string>,
  reasons: reasonRows(s.lostReasons),
  staleDays: String(s.staleDays),
});
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const requestOf = (d: Draft) => ({
  probabilities: Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, number(d.probabilities[stage])])),
  lostReasons: d.reasons.map((r) => r.text.trim()),
  staleDays: number(d.staleDays),
});
/** Each message under its field (the first one per field). */
const errorsOf = (issues: ReadonlyArray<{ path: string; message: string }>): Errors => {
  const errors: Errors = {};
  for (const { path, message } of issues) errors[path] ??= message;
  return errors;
};

/** Settings → Deals (docs/product.md#deals): stage probabilities, lost reasons, the stale rule. Owners and admins change them. */
export function DealsTab() {
  const { settings, failed } = useDealSettings();
  if (settings) return <DealsForm settings={settings} />;
  if (failed) return <p className="text-sm text-red-600">Failed to load the deal settings</p>;
  return <CenteredSpinner label="Loading the deal settings" />;
}

function DealsForm({ settings }: { settings: DealSettings }) {
  const store = useStore();
  const mayEdit = useCan('workspace.settings');
  // null while untouched: the form shows the settings, also when another tab changes them.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const saved = useMemo(() => draftOf(settings), [settings]);
  const shown = draft ?? saved;
  const edit = (patch: Partial<Draft>) => setDraft({ ...shown, ...patch });

  const save = async () => {
    const parsed = dealSettingsRequest.safeParse(requestOf(shown));
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
    setErrors({});
    setSaving(true);
    try {
      const r = await api.dealSettings.update(parsed.data);
      dealSettingsRecord.upsert(store, r.settings);
      setDraft(null);
      toast.success('Success', { description: 'Deal settings saved' });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'validation_failed' && err.details.length) setErrors(errorsOf(err.details));
      else toast.error('Error', { description: messageOf(err, 'Failed to save the deal settings') });
    } finally {
      setSaving(false);
    }
  };

  const reasonErrors = Object.fromEntries(
    Object.entries(errors).flatMap(([path, message]) => {
      const m = /^lostReasons\.(\d+)$/.exec(path);
      return m ? [[Number(m[1]), message]] : [];
    }),
  );

  return (
    <Card>
      <CardHeader title="Deals" description="How the pipeline weighs, closes and flags deals." />
      <CardBody>
        <form
          noValidate
          aria-label="Deal settings"
          className="space-y-8"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {!mayEdit && <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">Only owners and admins can change these settings.</p>}
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Stage probabilities</legend>
            <p className="text-xs text-slate-500">How likely a deal in each stage is to close, from 0% to 100%. Weighted amounts are the amount times this.</p>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
              {PIPELINE_STAGES.map((stage) => (
                <Field key={stage} label={`${stage} (%)`} error={errors[`probabilities.${stage}`]}>
                  {(id, d) => (
                    <Input
                      id={id}
                      aria-describedby={d}
                      inputMode="numeric"
                      readOnly={!mayEdit}
                      value={shown.probabilities[stage]}
                      onChange={(e) => edit({ probabilities: { ...shown.probabilities, [stage]: e.target.value } })}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
          <LostReasonsEditor rows={shown.reasons} onChange={(reasons) => edit({ reasons })} errors={reasonErrors} listError={errors.lostReasons} readOnly={!mayEdit} />
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Stale deals</legend>
            <div className="max-w-xs">
              <Field label="Stale after (days)" error={errors.staleDays} help="An open deal with no activity for this long is flagged. So is one with no open task.">
                {(id, d) => <Input id={id} aria-describedby={d} inputMode="numeric" readOnly={!mayEdit} value={shown.staleDays} onChange={(e) => edit({ staleDays: e.target.value })} />}
              </Field>
            </div>
          </fieldset>
          {mayEdit && (
            <div className="flex justify-end gap-2">
              {draft && (
                <Button
                  variant="outline"
                  disabled={saving}
                  onClick={() => {
                    setDraft(null);
                    setErrors({});
                  }}
                >
                  Discard changes
                </Button>
              )}
              <Button type="submit" disabled={saving || draft === null}>
                {saving ? 'Saving...' : 'Save Deal Settings'}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
