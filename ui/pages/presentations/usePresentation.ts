import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { PRESENTATION_MESSAGES as M } from '../../../contracts/presentations.js';
import { ApiError } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { presentationRecords, upsertPresentation } from '../../state/presentations.js';

/**
 * Loads one presentation into the store (events keep it fresh afterwards). Missing → 'missing'
 * (Presentation Not Found); any other failure → the product's toast and back to the list.
 */
export function usePresentation(id: string) {
  const store = useStore();
  const [, navigate] = useLocation();
  const presentation = useAtomValue(presentationRecords.atom(id));
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  useEffect(() => {
    let current = true;
    setState('loading');
    api.presentations
      .get({ id })
      .then(({ presentation: p }) => {
        if (!current) return;
        upsertPresentation(store, p);
        setState('ready');
      })
      .catch((err: unknown) => {
        if (!current) return;
        if (err instanceof ApiError && (err.status === 404 || (err.status === 400 && err.code === 'validation_failed'))) return setState('missing');
        toast.error('Error', { description: M.loadFailed });
        navigate('/presentations', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [id, store, navigate]);
  // Deleted in another tab while open.
  const missing = state === 'missing' || (state === 'ready' && presentation === null);
  return { presentation, state: missing ? ('missing' as const) : state };
}
