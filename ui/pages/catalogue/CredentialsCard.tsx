import { useEffect, useState } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ChevronDown, PlugZap } from 'lucide-react';
import {
  catalogueCredentialsInput,
  type CatalogueCredentialsInput,
  type CatalogueCredentialsView,
} from '../../../contracts/catalogue-credentials.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field, Input } from '../../components/Field.js';
import { showServerFieldErrors } from '../../api/field-errors.js';
import { useCan } from '../../state/permissions.js';

type FormValues = { acctId: string; loginId: string; key: string };
const EMPTY: FormValues = { acctId: '', loginId: '', key: '' };
const resolver = zodResolver(catalogueCredentialsInput) as unknown as Resolver<FormValues, unknown, CatalogueCredentialsInput>;

function status(view: CatalogueCredentialsView | null): string {
  if (!view) return 'Checking…';
  if (!view.configured) return 'Searching the built-in catalogue. Connect your SAGE account to search SAGE Connect instead.';
  if (view.unreadable) return 'Failed to retrieve SAGE API credentials. Save them again to use SAGE Connect.';
  return `Searching SAGE Connect as account ${view.acctId} (login ${view.loginId}).`;
}

/**
 * SAGE Connect credentials for the workspace (kept on the server, encrypted). The key field is
 * write-only: it is never filled in from the server, only sent when saving.
 */
export function CredentialsCard({ onChanged }: { onChanged: () => void }) {
  const mayEdit = useCan('workspace.settings');
  const [view, setView] = useState<CatalogueCredentialsView | null>(null);
  const [removing, setRemoving] = useState(false);
  const form = useForm<FormValues, unknown, CatalogueCredentialsInput>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    api.catalogue
      .credentials()
      .then((r) => setView(r.credentials))
      .catch(() => setView({ configured: false }));
  }, []);

  useEffect(() => {
    if (view?.configured) form.reset({ acctId: String(view.acctId ?? ''), loginId: view.loginId ?? '', key: '' });
  }, [view, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      const r = await api.catalogue.saveCredentials(input);
      setView(r.credentials);
      form.resetField('key', { defaultValue: '' });
      toast.success('SAGE credentials saved', {
        description: r.verified === false || r.verified === null ? 'SAGE could not be reached to check them; searches will use them when it answers.' : 'Searches now use SAGE Connect.',
      });
      onChanged();
    } catch (err) {
      showServerFieldErrors(err, ['acctId', 'loginId', 'key'], form.setError);
      toast.error('Error', { description: messageOf(err, 'Failed to save the SAGE credentials') });
    }
  });

  const remove = async () => {
    setRemoving(true);
    try {
      await api.catalogue.removeCredentials();
      setView({ configured: false });
      form.reset(EMPTY);
      toast.success('SAGE credentials removed', { description: 'Searches use the built-in catalogue again.' });
      onChanged();
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to remove the SAGE credentials') });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card>
      <Disclosure>
        <DisclosureButton className="group flex w-full items-center justify-between gap-4 rounded-lg px-5 py-4 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <span className="flex min-w-0 items-start gap-3">
            <PlugZap className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
                Catalogue connection
                {view?.configured && !view.unreadable ? <Badge tone="green">SAGE Connect</Badge> : <Badge tone="grey">Built-in</Badge>}
                {view?.unreadable && <Badge tone="red">Needs attention</Badge>}
              </span>
              <span className="mt-0.5 block text-sm text-slate-500">{status(view)}</span>
            </span>
          </span>
          <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[open]:rotate-180" aria-hidden />
        </DisclosureButton>
        <DisclosurePanel className="border-t border-slate-100 px-5 py-4">
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Account ID" error={errors.acctId?.message}>
                {(id, d) => <Input id={id} aria-describedby={d} inputMode="numeric" autoComplete="off" {...form.register('acctId')} />}
              </Field>
              <Field label="Login ID" error={errors.loginId?.message}>
                {(id, d) => <Input id={id} aria-describedby={d} autoComplete="off" {...form.register('loginId')} />}
              </Field>
              <Field label="API Key" error={errors.key?.message} help={view?.configured ? 'Saved and hidden. Enter it again to change it.' : 'Stored encrypted on the server; never shown again.'}>
                {(id, d) => (
                  <Input
                    id={id}
                    aria-describedby={d}
                    type="password"
                    autoComplete="new-password"
                    placeholder={view?.configured ? '••••••••' : ''}
                    {...form.register('key')}
                  />
                )}
              </Field>
            </div>
            {/* The connection is the workspace's: owners and admins change it (docs/product.md#teams). */}
            {mayEdit && (
              <div className="flex flex-wrap justify-end gap-2">
                {view?.configured && (
                  <Button variant="outline" onClick={remove} disabled={removing || isSubmitting}>
                    {removing ? 'Removing...' : 'Remove credentials'}
                  </Button>
                )}
                <Button type="submit" disabled={isSubmitting || removing}>
                  {isSubmitting ? 'Saving...' : 'Save credentials'}
                </Button>
              </div>
            )}
          </form>
        </DisclosurePanel>
      </Disclosure>
    </Card>
  );
}
