import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { updateOrderSettingsRequest, type OrderSettings } from '../../../contracts/invoices.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { orderSettingsRecord } from '../../state/order-settings.js';
import { useCan } from '../../state/permissions.js';

type Key = keyof OrderSettings;
/** The form as typed (numbers as text); a field left untouched shows the setting, also when another tab changes it. */
type Draft = Partial<Record<Key, string>>;

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** The contract's day rule has no message of its own (it is the API's default): the form says it plainly. */
const DUE_DAYS_MESSAGE = 'Invoices are due after a whole number of days, from 0 to 365';

/** Settings → Orders (docs/product.md#orders): the reps' commission, the invoices' payment terms and the purchase orders' terms. */
export function OrdersTab() {
  const store = useStore();
  const settings = useAtomValue(orderSettingsRecord.atom);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.orders
      .settings({ signal: controller.signal })
      .then((r) => orderSettingsRecord.load(store, r.settings))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoadError(messageOf(err, 'Failed to load the order settings'));
      });
    return () => controller.abort();
  }, [store]);
  if (settings) return <OrderSettingsForm settings={settings} />;
  if (loadError) return <p className="text-sm text-red-600">{loadError}</p>;
  return <CenteredSpinner label="Loading the order settings" />;
}

function OrderSettingsForm({ settings }: { settings: OrderSettings }) {
  const store = useStore();
  // A workspace setting (docs/product.md#teams): owners and admins change it.
  const mayEdit = useCan('workspace.settings');
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [saving, setSaving] = useState(false);
  const shown = (key: Key) => draft[key] ?? String(settings[key]);
  const edit = (key: Key, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async () => {
    const request = { commissionPct: number(shown('commissionPct')), invoiceDueDays: number(shown('invoiceDueDays')), poTerms: shown('poTerms') };
    const found: Partial<Record<Key, string>> = {};
    if (!Number.isFinite(request.commissionPct)) found.commissionPct = 'Commission must be a number';
    const days = request.invoiceDueDays;
    if (!Number.isInteger(days) || days < 0 || days > 365) found.invoiceDueDays = DUE_DAYS_MESSAGE;
    const parsed = updateOrderSettingsRequest.safeParse(request);
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Key] ??= issue.message;
    if (Object.keys(found).length > 0 || !parsed.success) return setErrors(found);
    setErrors({});
    setSaving(true);
    try {
      const r = await api.orders.updateSettings(parsed.data);
      orderSettingsRecord.upsert(store, r.settings);
      setDraft({});
      toast.success('Success', { description: 'Order settings saved' });
    } catch (err) {
      const fields = err instanceof ApiError ? err.details.filter((d) => ['commissionPct', 'invoiceDueDays', 'poTerms'].includes(d.path)) : [];
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((d) => [d.path, d.message])));
      else toast.error('Error', { description: messageOf(err, 'Failed to save the order settings') });
    } finally {
      setSaving(false);
    }
  };

  const input = (key: Key, id: string, d?: string) => ({
    id,
    'aria-describedby': d,
    value: shown(key),
    readOnly: !mayEdit,
    onChange: (e: { target: { value: string } }) => edit(key, e.target.value),
  });

  return (
    <Card>
      <CardHeader title="Orders" description="The reps’ commission, when invoices are due, and the terms printed on every purchase order." />
      <CardBody>
        <form
          noValidate
          aria-label="Order settings"
          className="max-w-xl space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {!mayEdit && <p className="text-sm text-slate-500">Only owners and admins can change the order settings.</p>}
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="Commission (%)" error={errors.commissionPct} help="Of the gross profit of each rep’s orders.">
              {(id, d) => <Input {...input('commissionPct', id, d)} inputMode="decimal" />}
            </Field>
            <Field label="Invoices due after (days)" error={errors.invoiceDueDays} help="From the invoice’s issue date; 0 is due on receipt.">
              {(id, d) => <Input {...input('invoiceDueDays', id, d)} inputMode="numeric" />}
            </Field>
          </div>
          <Field label="Purchase order terms" error={errors.poTerms} help="Printed on every purchase order sent to a supplier.">
            {(id, d) => <Textarea {...input('poTerms', id, d)} maxLength={1000} />}
          </Field>
          {mayEdit && (
            <div className="flex justify-end">
              <Button type="submit" disabled={saving || Object.keys(draft).length === 0}>
                {saving ? 'Saving...' : 'Save Order Settings'}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
