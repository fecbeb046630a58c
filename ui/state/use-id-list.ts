import { useEffect, useState } from 'react';
import { useAtom, useStore, type PrimitiveAtom } from 'jotai';
import { toast } from 'sonner';

type Store = ReturnType<typeof useStore>;

/**
 * Loads a list once into per-row atoms (`upsert`) and an ids atom that live events then keep
 * current. Returns the ids (null while loading) and whether loading failed (after a toast).
 */
export function useIdList<T extends { id: string }>(
  idsAtom: PrimitiveAtom<string[] | null>,
  load: () => Promise<{ items: T[] }>,
  upsert: (store: Store, item: T) => void,
  failedMessage: string,
): { ids: string[] | null; failed: boolean } {
  const store = useStore();
  const [ids, setIds] = useAtom(idsAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load()
      .then((r) => {
        r.items.forEach((item) => upsert(store, item));
        setIds(r.items.map((item) => item.id));
      })
      .catch(() => {
        toast.error('Error', { description: failedMessage });
        setFailed(true);
      });
    // Loaded once per mount; the callbacks are module-level functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, setIds]);
  return { ids, failed };
}
