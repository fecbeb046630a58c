import { useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import type { DealSettings } from '../../contracts/deal-rules.js';
import { api } from '../api/endpoints.js';
import { createSingleRecord } from './record-store.js';
import { reloadCompanies } from './companies.js';
import type { EventHandlers, Store } from './store.js';

/**
 * The workspace's deal settings (stage probabilities, lost reasons, the stale rule): undefined
 * until loaded, read once per tab and kept current by `deal.settings.updated`.
 */
export const dealSettingsRecord = createSingleRecord<DealSettings & { updatedAt?: string }>();
/** The load failed (the pipeline then shows stale flags without the day count, and no reasons). */
export const dealSettingsFailedAtom = atom(false);

const loads = new WeakMap<Store, Promise<void>>();

/** Reads GET /api/settings/deals once per store; a failed read is tried again by the next caller. */
export function loadDealSettings(store: Store): Promise<void> {
  const held = loads.get(store);
  if (held) return held;
  const load = api.dealSettings
    .get()
    .then((r) => {
      dealSettingsRecord.upsert(store, r.settings);
      store.set(dealSettingsFailedAtom, false);
    })
    .catch(() => {
      loads.delete(store);
      store.set(dealSettingsFailedAtom, true);
    });
  loads.set(store, load);
  return load;
}

/** The deal settings (undefined while loading), loading them on first use. */
export function useDealSettings(): { settings: DealSettings | undefined; failed: boolean } {
  const store = useStore();
  const settings = useAtomValue(dealSettingsRecord.atom) ?? undefined;
  const failed = useAtomValue(dealSettingsFailedAtom);
  useEffect(() => {
    if (!store.get(dealSettingsRecord.atom)) void loadDealSettings(store);
  }, [store]);
  return { settings, failed };
}

export const dealSettingsEvents: EventHandlers = {
  // Probabilities weigh every amount again: the pipeline re-reads its pages and sums.
  'deal.settings.updated': ({ payload }, store) => {
    dealSettingsRecord.upsert(store, payload.settings);
    reloadCompanies(store);
  },
};
