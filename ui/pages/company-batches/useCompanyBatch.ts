import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { CompanyBatchDetailResponse, SourceCompanySummary } from '../../../contracts/company-batches.js';
import { api } from '../../api/endpoints.js';
import { ApiError } from '../../api/client.js';
import { batchCompanyRecords, storeBatchCompanies } from '../../state/company-batches.js';
import type { Store } from '../../state/store.js';

export type BatchLoadState = 'idle' | 'loading' | 'ready' | 'not_found' | 'error';

/** Puts a batch and its rows into the store (after a load, a create or a lookalike search). */
export function storeCompanyBatch(store: Store, detail: Pick<CompanyBatchDetailResponse, 'batch' | 'companies'>): void {
  storeBatchCompanies(store, detail.batch, detail.companies);
}

/** Loads one company batch into the store; events keep it current afterwards. */
export function useCompanyBatch(id: string | null, failureMessage: string) {
  const store = useStore();
  // A batch this tab just created (or found) is shown at once, and re-read quietly.
  const known = (batchId: string | null) => Boolean(batchId && store.get(batchCompanyRecords.listOf(batchId)));
  const [state, setState] = useState<BatchLoadState>(!id ? 'idle' : known(id) ? 'ready' : 'loading');
  const [sourceCompany, setSourceCompany] = useState<SourceCompanySummary | null>(null);
  useEffect(() => {
    if (!id) return setState('idle');
    let live = true;
    if (!known(id)) setState('loading');
    api.companyBatches
      .get({ id })
      .then((detail) => {
        if (!live) return;
        storeCompanyBatch(store, detail);
        setSourceCompany(detail.sourceCompany);
        setState('ready');
      })
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return setState('not_found');
        toast.error('Error', { description: failureMessage });
        if (!known(id)) setState('error');
      });
    return () => {
      live = false;
    };
    // `known` reads only `store`, which is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, store, failureMessage]);
  return { state, sourceCompany };
}
