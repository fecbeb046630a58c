import { useState } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { Users } from 'lucide-react';
import { api } from '../../api/endpoints.js';
import { ApiError } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { storeCompanyBatch } from './useCompanyBatch.js';

/** On a company's page: finds directory companies like it, as a batch to review. */
export function FindLookalikesButton({ companyId }: { companyId: string }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const find = async () => {
    setBusy(true);
    try {
      const detail = await api.companyBatches.createLookalikes({ companyId });
      storeCompanyBatch(store, detail);
      navigate(`/companies/lookalikes/${detail.batch.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast.error(err.message, { description: err.details[0]?.message });
      else toast.error('Error', { description: 'Failed to create batch' });
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={find} disabled={busy}>
      <Users className="h-4 w-4" aria-hidden /> {busy ? 'Finding...' : 'Find Lookalikes'}
    </Button>
  );
}
