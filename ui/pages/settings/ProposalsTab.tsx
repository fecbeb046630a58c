import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { updateProposalSettingsRequest, type ProposalSettings } from '../../../contracts/proposals.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input } from '../../components/Field.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { useCan } from '../../state/permissions.js';
import { proposalSettingsRecord } from '../../state/proposal-settings.js';

/** docs/product.md#proposals: the workspace's default margin, which every new proposal starts with. */
export function ProposalsTab() {
  const store = useStore();
  const settings = useAtomValue(proposalSettingsRecord.atom);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.proposalSettings
      .get({ signal: controller.signal })
      .then((r) => proposalSettingsRecord.load(store, r.settings))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoadError(messageOf(err, 'Failed to load proposal settings'));
      });
    return () => controller.abort();
  }, [store]);
  if (loadError) return <p className="text-sm text-red-600">{loadError}</p>;
  if (!settings) return <CenteredSpinner label="Loading proposal settings" />;
  return <DefaultMarginForm settings={settings} />;
}

function DefaultMarginForm({ settings }: { settings: ProposalSettings }) {
  const store = useStore();
  // A workspace setting (docs/product.md#teams): owners and admins change it.
  const owner = useCan('workspace.settings');
  // null while untouched: the field shows the setting, also when another tab changes it.
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const shown = text ?? String(settings.defaultMarginPct);

  const save = async () => {
    const parsed = updateProposalSettingsRequest.safeParse({ defaultMarginPct: shown.trim() === '' ? Number.NaN : Number(shown) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSaving(true);
    try {
      const r = await api.proposalSettings.update(parsed.data);
      proposalSettingsRecord.upsert(store, r.settings);
      setText(null);
      toast.success('Success', { description: 'Default margin saved' });
    } catch (err) {
      const field = err instanceof ApiError ? err.details.find((d) => d.path === 'defaultMarginPct') : undefined;
      if (field) setError(field.message);
      else toast.error('Error', { description: messageOf(err, 'Failed to save the default margin') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader title="Proposals" description="What every new proposal starts with. Each proposal, and each line, can use its own margin." />
      <CardBody>
        <form
          noValidate
          className="max-w-sm space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Field
            label="Default margin (%)"
            error={error}
            help={owner ? 'From 0% to 95%. Proposals already made keep their margin.' : 'Only owners and admins can change it.'}
          >
            {(id, d) => (
              <Input
                id={id}
                aria-describedby={d}
                inputMode="decimal"
                value={shown}
                readOnly={!owner}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          {owner && (
            <div className="flex justify-end">
              <Button type="submit" disabled={saving || text === null}>
                {saving ? 'Saving...' : 'Save Default Margin'}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
