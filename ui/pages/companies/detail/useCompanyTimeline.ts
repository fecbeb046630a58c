import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { TimelineEntry } from '../../../../contracts/company-intel.js';
import { api } from '../../../api/endpoints.js';
import { companyActivityAtom } from '../../../state/company-detail.js';

/** The company's activity, newest first; re-read whenever something happens to the company. */
export function useCompanyTimeline(companyId: string): TimelineEntry[] | null {
  const activity = useAtomValue(companyActivityAtom(companyId));
  const version = activity.at(-1)?.seq ?? 0;
  const [items, setItems] = useState<TimelineEntry[] | null>(null);
  useEffect(() => {
    let current = true;
    api.companyIntel
      .timeline({ id: companyId })
      .then((r) => current && setItems(r.items))
      .catch(() => current && setItems((prev) => prev ?? []));
    return () => {
      current = false;
    };
  }, [companyId, version]);
  return items;
}
