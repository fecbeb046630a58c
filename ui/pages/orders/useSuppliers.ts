import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Supplier } from '../../../contracts/orders.js';
import { api, isAbort } from '../../api/endpoints.js';
import { supplierRecords } from '../../state/orders.js';

const supplierListAtom = supplierRecords.recordsOf();

/**
 * The workspace's suppliers (GET /api/suppliers) in the store, which 'supplier.updated' keeps
 * current. `suppliers` is null while loading; `failed` once loading failed (`retry` asks again).
 */
export function useSuppliers(): { suppliers: Supplier[] | null; failed: boolean; retry: () => void } {
  const store = useStore();
  const suppliers = useAtomValue(supplierListAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    api.orders
      .suppliers({ key: 'suppliers' })
      .then((r) => {
        supplierRecords.setList(store, r.items);
        setFailed(false);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(true);
      });
  }, [store, attempt]);
  return { suppliers, failed, retry: () => setAttempt((n) => n + 1) };
}
