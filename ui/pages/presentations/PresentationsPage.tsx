import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { PRESENTATION_MESSAGES as M } from '../../../contracts/presentations.js';
import { api } from '../../api/endpoints.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { presentationSummaryRecords } from '../../state/presentations.js';
import { useCan } from '../../state/permissions.js';
import { PresentationCard } from './PresentationCard.js';

/** docs/product.md#presentations: /presentations — Your Presentations, a card grid and New Presentation; live in every tab. */
export function PresentationsPage() {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const ids = useAtomValue(presentationSummaryRecords.ids);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  const load = useCallback(async () => {
    setState('loading');
    try {
      const { items } = await api.presentations.list();
      presentationSummaryRecords.setList(store, items);
      setState('ready');
    } catch {
      toast.error('Error', { description: M.loadListFailed });
      setState('error');
    }
  }, [store]);

  useEffect(() => {
    void load();
  }, [load]);

  const shown = ids ?? [];
  return (
    <>
      <PageHeader
        title="Your Presentations"
        actions={
          mayWrite && (
            <Link href="/presentations/new" className={buttonClass()}>
              <Plus className="h-4 w-4" aria-hidden /> New Presentation
            </Link>
          )
        }
      />
      {state === 'loading' && shown.length === 0 ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" label="Loading presentations" />
        </div>
      ) : state === 'error' && shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-slate-500">
          <p>Presentations could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void load()}>
            Try again
          </Button>
        </Card>
      ) : shown.length === 0 ? (
        <Card className="px-4 py-12 text-center text-sm text-slate-500">You don&apos;t have any presentations yet.</Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((id) => (
            <PresentationCard key={id} id={id} />
          ))}
        </div>
      )}
    </>
  );
}
