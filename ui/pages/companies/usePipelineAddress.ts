import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { pipelineFilterAtom, pipelineTableFilterAtom, pipelineViewAtom } from '../../state/companies.js';
import { namesPipeline, pipelineFromSearch, searchOfPipeline } from './pipeline-address.js';

/**
 * Keeps the pipeline's view and filters (the atoms live events read) and the address in step:
 * - an address that names them (a link, a bookmark, a reload) sets them; the page waits for that
 *   (`ready`) so that nothing is loaded with the filters it replaces;
 * - a bare /companies keeps those last used in this tab and writes them into the address;
 * - a change made on the page is written into the address (replacing it: Back leaves the page).
 */
export function usePipelineAddress(): { ready: boolean } {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [view, setView] = useAtom(pipelineViewAtom);
  const [filter, setFilter] = useAtom(pipelineFilterAtom);
  const [table, setTable] = useAtom(pipelineTableFilterAtom);
  /** The search last reconciled with the atoms: another one came from outside the page. */
  const reconciled = useRef<string | null>(null);
  const held = searchOfPipeline({ view, filter, table });
  const arrived = search !== reconciled.current;
  const wanted = arrived && namesPipeline(search) ? pipelineFromSearch(search) : null;
  const ready = !wanted || searchOfPipeline(wanted) === held;

  useEffect(() => {
    if (wanted && !ready) {
      setView(wanted.view);
      setFilter(wanted.filter);
      setTable(wanted.table);
      return;
    }
    // In step, or the page changed them (or a bare address keeps them): the address says what is held.
    reconciled.current = held;
    if (held !== search) navigate(`/companies${held ? `?${held}` : ''}`, { replace: true });
  });

  return { ready };
}
