import { useRef, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '../../../contracts/company-logo.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { useCan } from '../../state/permissions.js';

/**
 * The workspace's own logo (Settings → Company): uploaded here, kept as a bounded PNG, and shown
 * on every client-facing page — the proposal link, its PDF and the shared deck.
 */
export function BrandingLogoCard({ logoUrl, companyName, onChange }: { logoUrl: string | null; companyName: string; onChange: (logoUrl: string | null) => void }) {
  const mayEdit = useCan('workspace.settings');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: 'upload' | 'remove', action: () => Promise<{ logoUrl: string | null }>, failed: string) => {
    setError(null);
    setBusy(kind);
    try {
      onChange((await action()).logoUrl);
    } catch (err) {
      setError(messageOf(err, failed));
    } finally {
      setBusy(null);
    }
  };
  const upload = (file: File) => {
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return setError(LOGO_TYPE_MESSAGE);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_TOO_LARGE_MESSAGE);
    void run('upload', () => api.branding.uploadLogo(file), 'Failed to upload the logo');
  };

  return (
    <Card>
      <CardHeader title="Logo" description="Shown on your proposals’ client pages, their PDFs and shared presentations." />
      <CardBody className="space-y-3">
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex h-20 w-40 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 p-2">
            {logoUrl ? <img src={logoUrl} alt={`${companyName || 'Company'} logo`} className="max-h-full max-w-full object-contain" /> : <span className="text-xs text-slate-500">No logo</span>}
          </div>
          {mayEdit && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
                <ImagePlus className="h-4 w-4" aria-hidden /> {busy === 'upload' ? 'Uploading…' : logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
              {logoUrl && (
                <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void run('remove', () => api.branding.removeLogo(), 'Failed to remove the logo')}>
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
                  if (file) upload(file);
                }}
              />
            </div>
          )}
        </div>
        <p className="text-xs text-slate-500">PNG, JPEG or SVG, up to 2 MB and 4096 × 4096 pixels.</p>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
