import { api } from '../../../api/endpoints.js';
import { updateCompany } from '../../../state/companies.js';
import type { Store } from '../../../state/store.js';

/** Reads one company again and puts it where the pipeline shows it; a failure keeps what is shown. */
export async function refreshCompany(store: Store, companyId: string): Promise<void> {
  try {
    updateCompany(store, (await api.companies.get({ id: companyId })).company);
  } catch {
    // Gone or unreachable: the next event or reload tells.
  }
}
