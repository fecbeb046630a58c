import { useRef, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '../../contracts/company-logo.js';
import { messageOf } from '../api/client.js';
import { Button } from './Button.js';
import { Card, CardBody, CardHeader } from './Card.js';

type LogoUploadCardProps = {
  title: string;
  description: string;
  /** The line under the preview naming the accepted files. */
  hint: string;
  logoUrl: string | null;
  alt: string;
  mayEdit: boolean;
  /** Classes of the preview box and its row (its width, whether the row wraps). */
  previewClassName: string;
  rowClassName: string;
  /** Sends the file and applies the answer; a rejection is shown as the card's error. */
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
};

/**
 * A logo's card: its preview, Upload/Replace and Remove, the file checks the server makes
 * (type and size, checked here first to spare the upload) and the failure shown under it.
 */
export function LogoUploadCard({ title, description, hint, logoUrl, alt, mayEdit, previewClassName, rowClassName, upload, remove }: LogoUploadCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>, failed: string) => {
    setError(null);
    setBusy(kind);
    try {
      await action();
    } catch (err) {
      setError(messageOf(err, failed));
    } finally {
      setBusy(null);
    }
  };
  const pick = (file: File) => {
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return setError(LOGO_TYPE_MESSAGE);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_TOO_LARGE_MESSAGE);
    void run('upload', () => upload(file), 'Failed to upload the logo');
  };

  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody className="space-y-3">
        <div className={rowClassName}>
          <div className={`flex h-20 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 p-2 ${previewClassName}`}>
            {logoUrl ? <img src={logoUrl} alt={alt} className="max-h-full max-w-full object-contain" /> : <span className="text-xs text-slate-500">No logo</span>}
          </div>
          {mayEdit && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
                <ImagePlus className="h-4 w-4" aria-hidden /> {busy === 'upload' ? 'Uploading…' : logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
              {logoUrl && (
                <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void run('remove', remove, 'Failed to remove the logo')}>
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
                  if (file) pick(file);
                }}
              />
            </div>
          )}
        </div>
        <p className="text-xs text-slate-500">{hint}</p>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
