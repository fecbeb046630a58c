import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { Trash2 } from 'lucide-react';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { Card } from '../../components/Card.js';
import { presentationSummaryRecords, removePresentation } from '../../state/presentations.js';
import { DeletePresentationDialog } from './DeletePresentationDialog.js';
import { formatDay } from '../../lib/dates.js';

/** One card of the grid: title, description or No description, created date, View and delete. */
export function PresentationCard({ id }: { id: string }) {
  const p = useAtomValue(presentationSummaryRecords.atom(id));
  const store = useStore();
  const mayWrite = useCan('records.write');
  const [confirming, setConfirming] = useState(false);
  if (!p) return null;
  return (
    <Card className="flex flex-col" data-testid="presentation-card">
      <div className="flex-1 px-5 pt-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="break-words text-base font-semibold text-slate-900">{p.title}</h2>
          {p.generationStatus === 'generating' && <Badge tone="blue">Generating...</Badge>}
        </div>
        <p className={p.description ? 'mt-1 line-clamp-3 text-sm text-slate-600' : 'mt-1 text-sm italic text-slate-500'}>{p.description || 'No description'}</p>
        <p className="mt-3 text-xs text-slate-500">Created {formatDay(p.createdAt)}</p>
      </div>
      <div className="mt-4 flex items-center justify-between border-t border-slate-100 px-5 py-3">
        <Link href={`/presentations/${p.id}`} className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50" aria-label={`View ${p.title}`}>
          View
        </Link>
        {mayWrite && (
          <Button variant="ghost" size="icon" aria-label={`Delete ${p.title}`} onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
          </Button>
        )}
      </div>
      <DeletePresentationDialog
        presentation={p}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false);
          removePresentation(store, p.id);
        }}
      />
    </Card>
  );
}
