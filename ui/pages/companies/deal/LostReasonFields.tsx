import { Field, Textarea } from '../../../components/Field.js';
import { Select } from '../../../components/Select.js';
import { Spinner } from '../../../components/Spinner.js';
import { useDealSettings } from '../../../state/deal-settings.js';

/**
 * Why a deal was lost: the workspace's reasons (Settings → Deals) and an optional note. A reason
 * the deal already has but the list no longer holds (renamed since) stays choosable.
 */
export function LostReasonFields(props: {
  reason: string;
  note: string;
  onReason: (reason: string) => void;
  onNote: (note: string) => void;
  reasonError?: string;
  noteError?: string;
  autoFocus?: boolean;
}) {
  const { settings, failed } = useDealSettings();
  if (!settings) {
    return failed ? (
      <p role="alert" className="text-sm text-red-600">
        The lost reasons could not be loaded. Close this and try again.
      </p>
    ) : (
      <div className="flex justify-center py-2">
        <Spinner label="Loading lost reasons" />
      </div>
    );
  }
  const reasons = props.reason && !settings.lostReasons.includes(props.reason) ? [props.reason, ...settings.lostReasons] : settings.lostReasons;
  return (
    <>
      <Field label="Reason" error={props.reasonError}>
        {(id, d) => (
          <Select id={id} aria-describedby={d} autoFocus={props.autoFocus} value={props.reason} onChange={(e) => props.onReason(e.target.value)}>
            <option value="">Choose a reason…</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Note (optional)" error={props.noteError}>
        {(id, d) => <Textarea id={id} aria-describedby={d} rows={2} className="min-h-[64px]" value={props.note} onChange={(e) => props.onNote(e.target.value)} />}
      </Field>
    </>
  );
}
