import { useEffect, useState } from 'react';
import { atom, useAtom } from 'jotai';
import type { ProvidersResponse } from '../../../../contracts/company-intel.js';
import { api } from '../../../api/endpoints.js';

export type Providers = ProvidersResponse;
/** Which provider answers each capability here; read once per tab. */
const providersAtom = atom<Providers | null>(null);

export function useProviders(): Providers | null {
  const [providers, setProviders] = useAtom(providersAtom);
  const [asked, setAsked] = useState(providers !== null);
  useEffect(() => {
    if (asked) return;
    setAsked(true);
    api.companyIntel
      .providers()
      .then(setProviders)
      .catch(() => undefined); // Only a hint on the buttons; nothing to tell the user.
  }, [asked, setProviders]);
  return providers;
}
