import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { CompanyDetailResponse } from '../../../../contracts/companies.js';
import { ApiError } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { alertRecords } from '../../../state/alerts.js';
import { companyRecords } from '../../../state/companies.js';
import { contactRecords } from '../../../state/contacts.js';

export type { CompanyDetailResponse };
export type DetailLoad = 'loading' | 'ready' | 'not_found' | 'error';

/** Loads the company, its contacts and its signals into the store; live events keep them current. */
export function useCompanyDetail(id: string): DetailLoad {
  const store = useStore();
  const [state, setState] = useState<DetailLoad>('loading');
  useEffect(() => {
    let current = true;
    setState('loading');
    api.companies
      .get({ id })
      .then((r) => {
        if (!current) return;
        companyRecords.upsert(store, r.company);
        contactRecords.setList(store, r.contacts, contactRecords.listOf(id));
        alertRecords.setList(store, r.signals, alertRecords.listOf(id));
        setState('ready');
      })
      .catch((err: unknown) => {
        if (!current) return;
        // A malformed id (400) is as missing as an unknown one.
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) setState('not_found');
        else {
          toast.error('Error', { description: 'Failed to load company details' });
          setState('error');
        }
      });
    return () => {
      current = false;
    };
  }, [id, store]);
  return state;
}
