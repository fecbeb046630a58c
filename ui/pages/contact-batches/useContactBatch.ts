import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.js';
import { ApiError } from '../../api/client.js';
import { batchContactRecords, storeBatchContacts } from '../../state/contact-batches.js';

export type ContactBatchLoadState = 'loading' | 'ready' | 'not_found' | 'error';

/** Loads one contact batch and its people into the store; events keep them current afterwards. */
export function useContactBatch(id: string): ContactBatchLoadState {
  const store = useStore();
  // A batch this tab just created is shown at once, and re-read quietly.
  const known = () => Boolean(store.get(batchContactRecords.listOf(id)));
  const [state, setState] = useState<ContactBatchLoadState>(known() ? 'ready' : 'loading');
  useEffect(() => {
    let live = true;
    api.contactBatches
      .get({ id })
      .then((detail) => {
        if (!live) return;
        storeBatchContacts(store, detail.batch, detail.contacts);
        setState('ready');
      })
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return setState('not_found');
        toast.error('Error', { description: 'Failed to load batch details' });
        if (!known()) setState('error');
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, store]);
  return state;
}
