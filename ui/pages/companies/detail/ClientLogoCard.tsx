import { useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { ImagePlus, Trash2 } from 'lucide-react';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '../../../../contracts/company-logo.js';
import { api } from '../../../api/endpoints.js';
import { messageOf } from '../../../api/client.js';
import { Button } from '../../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { companyRecords, updateCompany } from '../../../state/companies.js';
import { useCan } from '../../../state/permissions.js';

/** The client company's own logo, uploaded by the team: shown on product pictures in its proposals. */
export function ClientLogoCard({ companyId }: { companyId: string }) {
  const company = useAtomValue(companyRecords.atom(companyId));
  const canWrite = useCan('records.write');
  const store = useStore();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!company) return null;
  const logo = company.uploadedLogoUrl;

  const upload = async (file: File) => {
    setError(null);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return setError(LOGO_TYPE_MESSAGE);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_TOO_LARGE_MESSAGE);
    setBusy('upload');
    try {
      updateCompany(store, (await api.companyLogo.put({ id: companyId }, file)).company);
    } catch (err) {
      setError(messageOf(err, 'Failed to upload the logo'));
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setError(null);
    setBusy('remove');
    try {
      updateCompany(store, (await api.companyLogo.remove({ id: companyId })).company);
    } catch (err) {
      setError(messageOf(err, 'Failed to remove the logo'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader title="Client Logo" description="Shown on product pictures in this company’s proposals." />
      <CardBody className="space-y-3">
        <div className="flex items-center gap-4">
          <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 p-2">
            {logo ? <img src={logo} alt={`${company.name} logo`} className="max-h-full max-w-full object-contain" /> : <span className="text-xs text-slate-500">No logo</span>}
          </div>
          {canWrite && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
                <ImagePlus className="h-4 w-4" aria-hidden /> {busy === 'upload' ? 'Uploading…' : logo ? 'Replace logo' : 'Upload logo'}
              </Button>
              {logo && (
                <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void remove()}>
                  <Trash2 className="h-4 w-4" aria-hidden /> {busy === 'remove' ? 'Removing…' : 'Remove'}
                </Button>
              )}
              <input
                ref={input}
                type="file"
                accept={LOGO_ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-label="Logo file"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </div>
          )}
        </div>
        <p className="text-xs text-slate-500">PNG, JPEG or SVG, up to 2 MB.</p>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
