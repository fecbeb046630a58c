import { useEffect, useRef, useState } from 'react';
import { STALE_DETAIL } from '../../contracts/stale-save.js';
import { toast } from 'sonner';
import { ApiError } from '../api/client.js';

/** A save refused as stale (contracts/stale-save.ts): its message and the record as it is now; undefined for any other error. */
export function staleSaveOf<T>(err: unknown): { message: string; current: T } | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  const detail = err.details.find((d) => d.path === STALE_DETAIL);
  return detail?.current ? { message: detail.message, current: detail.current as T } : undefined;
}

/**
 * docs/product.md#teams, conflicting edits, for one edit form: the version the edit started from
 * (send it as `expectedUpdatedAt`) and the notice of a refused save. While the form is clean the
 * version follows the record's live `updatedAt`; once it is being edited the version stays, so a
 * teammate's save in between makes this one refused rather than silently overwriting theirs.
 * `refused(err)` takes the fresh record from a 409 (the caller shows it), makes its version the
 * new start and keeps the message for `<StaleSaveNotice>`; any other error gives undefined.
 * A form that sends only what changed must diff against the values of that same version (not the
 * live record) and, once refused, make the fresh record its base and show it in every field it
 * did not change: a typed-over old value would otherwise be sent back over the teammate's.
 */
export function useStaleSave(updatedAt: string | undefined, editing: boolean) {
  const version = useRef(updatedAt);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!editing) version.current = updatedAt;
  }, [updatedAt, editing]);
  return {
    /** The `expectedUpdatedAt` to send. */
    version: () => version.current,
    notice,
    /** A save went through (or the edit starts again): the notice goes. */
    clear: () => setNotice(null),
    refused<T extends { updatedAt: string }>(err: unknown): T | undefined {
      const stale = staleSaveOf<T>(err);
      if (!stale) return undefined;
      version.current = stale.current.updatedAt;
      setNotice(stale.message);
      return stale.current;
    },
  };
}

/**
 * A save refused as stale where no form holds a notice (the proposal editor's saves on leaving a
 * field, a kanban move): `show` puts the fresh record on the screen and a toast titled `title`
 * gives the message. Returns whether `err` was one.
 */
export function toastStaleSave<T>(err: unknown, title: string, show: (current: T) => void): boolean {
  const stale = staleSaveOf<T>(err);
  if (!stale) return false;
  show(stale.current);
  toast.error(title, { description: stale.message });
  return true;
}

type SaveChain = { tail: Promise<unknown>; own: Set<string>; latest: string | undefined };
/** Per record ('proposal:<id>'): this tab's saves in flight, and the versions its own saves made. */
const chains = new Map<string, SaveChain>();
const CHAINS_KEPT = 200;

/**
 * This tab's saves of one record (`key`, e.g. `proposal:<id>`), one after another: each waits for
 * the previous one, and a save begun on a version this tab's own saves made or started from (three
 * quick edits of one form, before the first answer is drawn) sends the version the last of them
 * returned, so a tab is never refused for its own change. A version from elsewhere (a teammate's
 * save drawn since) starts a new chain; a save begun before it is still refused. `send` gets the
 * `expectedUpdatedAt` to send and resolves with the saved record.
 */
export function saveInOrder<T extends { updatedAt: string }>(key: string, expected: string | undefined, send: (expectedUpdatedAt: string | undefined) => Promise<T>): Promise<T> {
  let chain = chains.get(key);
  if (!chain) {
    chain = { tail: Promise.resolve(), own: new Set(), latest: undefined };
    chains.set(key, chain);
    if (chains.size > CHAINS_KEPT) chains.delete(chains.keys().next().value!);
  }
  const c = chain;
  const run = async (): Promise<T> => {
    let version = expected;
    if (expected !== undefined) {
      if (c.own.has(expected)) version = c.latest;
      else {
        c.own = new Set([expected]);
        c.latest = expected;
      }
    }
    const saved = await send(version);
    if (version !== undefined) {
      if (c.own.size >= 50) c.own = new Set([version]);
      c.own.add(saved.updatedAt);
      c.latest = saved.updatedAt;
    }
    return saved;
  };
  const result = c.tail.then(run, run);
  c.tail = result.catch(() => undefined);
  return result;
}

/** Forgets every chain (tests: each starts from a fresh tab). */
export const resetSaveChains = () => chains.clear();
