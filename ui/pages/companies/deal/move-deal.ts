import { toast } from 'sonner';
import type { Company, PipelineStage } from '../../../../contracts/companies.js';
import { messageOf } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { companyRecords, updateCompany } from '../../../state/companies.js';
import { saveInOrder, toastStaleSave } from '../../../state/stale-save.js';
import type { Store } from '../../../state/store.js';

/** Why a deal was lost: one of the workspace's reasons, and a note. */
export type LostDetails = { lostReason: string; lostNote: string | null };

/**
 * Moves a deal to another stage (a kanban drop, Mark as won/lost, the won offer's toast): shown at
 * once, then saved with the version it was drawn from (contracts/stale-save.ts). Refused as stale,
 * the deal shows as it is now; any other failure puts it back. Resolves whether it was saved.
 */
export async function moveDeal(store: Store, before: Company, to: PipelineStage, lost?: LostDetails): Promise<boolean> {
  if (before.stage === to) return true;
  updateCompany(store, { ...before, stage: to, deal: { ...before.deal, lostReason: lost?.lostReason ?? null, lostNote: lost?.lostNote ?? null } });
  try {
    const saved = await saveInOrder(`company:${before.id}`, before.updatedAt, async (expectedUpdatedAt) => {
      const body = { stage: to, ...(lost && { lostReason: lost.lostReason }), ...(lost?.lostNote && { lostNote: lost.lostNote }), expectedUpdatedAt };
      return (await api.companies.update({ id: before.id }, body)).company;
    });
    updateCompany(store, saved);
    return true;
  } catch (err) {
    if (!toastStaleSave<Company>(err, `${before.name} was not moved`, (current) => updateCompany(store, current))) {
      updateCompany(store, before);
      toast.error('Error', { description: messageOf(err, 'Failed to update stage') });
    }
    return false;
  }
}

/** "Mark as won" (the won offer's toast): the deal as this tab holds it, or as the server has it, moved to Won. */
export async function markWon(store: Store, companyId: string): Promise<void> {
  try {
    const company = companyRecords.get(store, companyId) ?? (await api.companies.get({ id: companyId })).company;
    if (company.stage === 'Won') return void toast.info(`${company.name} is already won`);
    if (await moveDeal(store, company, 'Won')) toast.success('Deal won', { description: `${company.name} moved to Won.` });
  } catch (err) {
    toast.error('Error', { description: messageOf(err, 'Failed to mark the deal as won') });
  }
}
