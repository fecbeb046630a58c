import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Share2 } from 'lucide-react';
import { api, isAbort } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { ShareDialog } from '../../components/ShareDialog.js';
import { formatDay } from '../../lib/dates.js';
import { presentationSharingRecords, sharingRecordOf } from '../../state/presentation-sharing.js';

/**
 * docs/product.md#presentations: share the deck with a client through a link (read-only, with
 * comments) and read what the client wrote — live, as each comment arrives.
 */
export function PresentationSharingCard({ presentationId }: { presentationId: string }) {
  const store = useStore();
  const sharing = useAtomValue(presentationSharingRecords.atom(presentationId));
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api.presentationSharing
      .get({ id: presentationId }, { signal: controller.signal })
      .then((r) => presentationSharingRecords.upsert(store, sharingRecordOf(r.sharing)))
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(true);
      });
    return () => controller.abort();
  }, [presentationId, store]);

  const share = sharing?.share;
  // Sharing (and revoking) the link changes the deck's record: not for viewers (docs/product.md#teams).
  const mayWrite = useCan('records.write');
  return (
    <Card className="mt-4">
      <CardHeader
        title="Client link"
        description={
          share?.active
            ? `A link is active${share.expiresAt ? ` until ${formatDay(share.expiresAt)}` : ''}: the client sees the deck without an account and can comment.`
            : 'Share the deck with a client: they see it without an account, read-only, and can comment.'
        }
        action={
          mayWrite && (
            <Button variant="outline" onClick={() => setOpen(true)} disabled={!sharing}>
              <Share2 className="h-4 w-4" aria-hidden /> Share with client
            </Button>
          )
        }
      />
      <CardBody>
        {failed && !sharing ? (
          // Secondary to the deck: said quietly, the editor works without it.
          <p className="text-sm text-slate-500">The client link could not be loaded.</p>
        ) : sharing && sharing.comments.length > 0 ? (
          <ol className="space-y-3 text-sm" aria-label="Client comments">
            {[...sharing.comments].reverse().map((c) => (
              <li key={c.id}>
                <span className="font-medium text-slate-900">{c.actorName}</span>
                {c.actorEmail && <span className="text-slate-500"> ({c.actorEmail})</span>}
                <span className="block whitespace-pre-line text-slate-700">{c.text}</span>
                <time className="block text-xs text-slate-500" dateTime={c.at}>
                  {new Date(c.at).toLocaleString('en-US')}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-500">No client comments yet.</p>
        )}
      </CardBody>
      {open && share && (
        <ShareDialog
          target={{
            share,
            intro: 'The client opens the deck without an account, reads it and leaves comments.',
            create: (expiresInDays) => api.presentationSharing.share({ id: presentationId }, { expiresInDays }),
            revoke: () => api.presentationSharing.revoke({ id: presentationId }),
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
