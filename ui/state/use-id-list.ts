import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import type { RecordStore, StoredRecord } from './record-store.js';

/**
 * Loads an entity's list once into its record store, which live events then keep current.
 * Returns the ids (null while loading) and whether loading failed (after a toast).
 */
export function useIdList<T extends StoredRecord>(
  records: RecordStore<T>,
  load: () => Promise<{ items: T[] }>,
  failedMessage: string,
): { ids: string[] | null; failed: boolean } {
  const store = useStore();
  const ids = useAtomValue(records.ids);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load()
      .then((r) => records.setList(store, r.items))
      .catch(() => {
        toast.error('Error', { description: failedMessage });
        setFailed(true);
      });
    // Loaded once per mount; the record store and the loader are module-level.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return { ids, failed };
}
