import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { toast } from 'sonner';
import { PUBLIC_PRESENTATION_EVENT, PUBLIC_PRESENTATIONS_NAMESPACE, type PublicPresentation } from '../../../contracts/presentation-sharing.js';
import { publicBrandingLogoPath } from '../../../contracts/proposal-sharing.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { PresentationPreview } from '../presentations/PresentationPreview.js';
import { BrandedHeader, LinkUnavailable } from './ClientPageParts.js';
import { useLinkChannel } from './useLinkChannel.js';
import { ClientIdentityDialog, loadIdentity, type ClientIdentity } from './ClientIdentityDialog.js';

/** The client has no account here: no cookie goes with these calls, and no answer signs anyone out. */
const anonymous = { anonymous: true } as const;

/** docs/product.md#presentations: a shared deck — read-only, in the rep's branding, with the client's comments. */
export function PublicPresentationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [view, setView] = useState<PublicPresentation | null>(null);
  const [closed, setClosed] = useState(false);
  const [identity, setIdentity] = useState<ClientIdentity | null>(() => loadIdentity());
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.publicPresentations
      .get({ token }, { ...anonymous, signal: controller.signal })
      .then((r) => setView(r.presentation))
      .catch(() => {
        if (!controller.signal.aborted) setClosed(true);
      });
    return () => controller.abort();
  }, [token]);
  // Live: the seller's edits and other viewers' comments arrive; a revoked link closes the page.
  useLinkChannel<PublicPresentation>(PUBLIC_PRESENTATIONS_NAMESPACE, PUBLIC_PRESENTATION_EVENT, 'presentation', token, setView, () => setClosed(true));

  const send = useCallback(
    async (who: ClientIdentity | null = identity) => {
      const text = comment.trim();
      if (!text) return;
      if (!who) return setAsking(true);
      setSending(true);
      try {
        setView((await api.publicPresentations.comment({ token }, { text, name: who.name, email: who.email }, anonymous)).presentation);
        setComment('');
        toast.success('Thank you', { description: 'Your representative has been told.' });
      } catch (err) {
        toast.error('Error', { description: messageOf(err, 'Something went wrong') });
      } finally {
        setSending(false);
      }
    },
    [comment, identity, token],
  );

  if (closed) return <LinkUnavailable />;
  if (!view) return <CenteredSpinner label="Loading presentation" />;

  const accent = view.branding.primaryColor;
  return (
    <div className="min-h-screen bg-slate-50">
      <BrandedHeader branding={view.branding} logoSrc={view.branding.logoVersion && publicBrandingLogoPath('presentations', token, view.branding.logoVersion)} rep={view.rep} />
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-8">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{view.title}</h1>
          {view.description && <p className="mt-1 text-sm text-slate-600">{view.description}</p>}
        </div>
        <Card className="p-2 sm:p-3">
          <PresentationPreview html={view.html} title={view.title} />
        </Card>
        <Card className="p-4 sm:p-5">
          <h2 className="text-sm font-semibold text-slate-900">Comments</h2>
          {view.comments.length > 0 ? (
            <ol className="mt-2 space-y-2 text-sm" aria-label="Comments">
              {view.comments.map((c) => (
                <li key={c.id}>
                  <span className="font-medium text-slate-900">{c.actorName}</span>: <span className="whitespace-pre-line">{c.text}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-slate-500">No comments yet.</p>
          )}
          <form
            className="mt-4 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <input
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
              aria-label="Comment on the presentation"
              placeholder="A comment for your representative"
              value={comment}
              maxLength={2000}
              onChange={(e) => setComment(e.target.value)}
            />
            <Button type="submit" disabled={!comment.trim() || sending} style={{ backgroundColor: accent }}>
              Comment
            </Button>
          </form>
        </Card>
      </main>
      {asking && (
        <ClientIdentityDialog
          onCancel={() => setAsking(false)}
          onSave={(who) => {
            setIdentity(who);
            setAsking(false);
            void send(who);
          }}
        />
      )}
    </div>
  );
}
