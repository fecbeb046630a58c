import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { api } from '../../api/endpoints.js';
import { ApiError, messageOf } from '../../api/client.js';
import { importPartsAtom, importRecords, storeImportDetail } from '../../state/imports.js';

export type ImportLoadState = { state: 'loading' | 'ready' | 'not_found' } | { state: 'error'; message: string };

/**
 * Loads one import (its summary, columns and problems) into the store; its events keep the summary
 * current afterwards. An import this tab just uploaded is shown at once and re-read quietly.
 * `reload` reads it again (after a run finishes, for the run's problems).
 */
export function useImport(id: string): { load: ImportLoadState; reload: () => void } {
  const store = useStore();
  const known = () => Boolean(importRecords.get(store, id) && store.get(importPartsAtom(id)));
  const [load, setLoad] = useState<ImportLoadState>(() => ({ state: known() ? 'ready' : 'loading' }));
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    api.imports
      .get({ id })
      .then((detail) => {
        if (!live) return;
        storeImportDetail(store, detail);
        setLoad({ state: 'ready' });
      })
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return setLoad({ state: 'not_found' });
        if (!known()) setLoad({ state: 'error', message: messageOf(err, 'Failed to load the import') });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, store, version]);
  const reload = useCallback(() => {
    setLoad((l) => (l.state === 'error' ? { state: 'loading' } : l));
    setVersion((v) => v + 1);
  }, []);
  return { load, reload };
}
