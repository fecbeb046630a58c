import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import { deepEqual } from '../lib/equal.js';
import { createAtomMap } from './atom-map.js';
import type { Store } from './store.js';

/** A record the store can hold: keyed by id; `updatedAt`, when the entity has one, orders versions. */
export type StoredRecord = { id: string; updatedAt?: string };
type Versioned = { updatedAt?: string };

/**
 * The one rule for writing a record over the held one: never when the held version is newer
 * (a late event, or the echo of an older save), and not when nothing changed (no re-render).
 */
function replaces(held: Versioned | null | undefined, incoming: Versioned): boolean {
  return !isStale(held, incoming) && !deepEqual(held, incoming);
}

/** The held version is newer than the incoming one (ISO timestamps compare as strings). */
function isStale(held: Versioned | null | undefined, incoming: Versioned): boolean {
  return Boolean(held?.updatedAt && incoming.updatedAt && held.updatedAt > incoming.updatedAt);
}

/** An ordered list of record ids (null until its page has loaded it). */
export type IdListAtom = PrimitiveAtom<string[] | null>;

export type RecordStore<T extends StoredRecord> = {
  /** The atom of one record: null while this tab does not hold it (or after it was removed). */
  atom(id: string): Atom<T | null>;
  get(store: Store, id: string): T | null;
  /**
   * Holds `record` unless the held version is newer (a late event or echo never overwrites a
   * newer response). A deep-equal record writes nothing, so nothing re-renders. Returns false
   * only when the record was stale and ignored.
   */
  upsert(store: Store, record: T): boolean;
  /** Forgets a record: its atom reads null and its id leaves every list of this store. */
  remove(store: Store, id: string): void;
  /** The entity's main list. */
  ids: IdListAtom;
  /** A list keyed by its owner (a batch's rows, a session's messages); created on first use. */
  listOf(key: string): IdListAtom;
  /** A page's load: every record upserted, the list set to their ids in the order given. */
  setList(store: Store, records: readonly T[], list?: IdListAtom): void;
  /** Adds an id at the top of a loaded list (new records first); a listed id stays where it is. */
  prepend(store: Store, id: string, list?: IdListAtom): void;
  /** Adds an id at the end of a loaded list, unless listed. */
  append(store: Store, id: string, list?: IdListAtom): void;
  /** Takes an id out of one list only (the record stays held). */
  unlist(store: Store, id: string, list?: IdListAtom): void;
  /** A list's records in its order (null until loaded), for pages that show them together. */
  recordsOf(list?: IdListAtom): Atom<T[] | null>;
  /** Re-sorts a loaded list by its held records (ids without a record keep their order at the end). */
  sort(store: Store, compare: (a: T, b: T) => number, list?: IdListAtom): void;
};

/**
 * One record store per entity: a Jotai atom per record id (kept in a Map and dropped when the
 * record is removed, instead of the deprecated `atomFamily`) and lists that hold ids.
 * The atoms are configuration only; their values live in the Jotai store each tab (or test) uses.
 */
export function createRecordStore<T extends StoredRecord>(): RecordStore<T> {
  const records = createAtomMap<T | null>(() => null);
  const lists = createAtomMap<string[] | null>(() => null);
  const recordAtom = (id: string) => records.get(id);
  const listOf = (key: string) => lists.get(key);
  const ids = listOf('');
  const recordLists = new WeakMap<IdListAtom, Atom<T[] | null>>();
  const recordsOf = (list: IdListAtom = ids) => {
    let a = recordLists.get(list);
    if (!a) {
      a = atom((read) => read(list)?.flatMap((id) => read(recordAtom(id)) ?? []) ?? null);
      recordLists.set(list, a);
    }
    return a;
  };
  const get = (store: Store, id: string) => (records.has(id) ? store.get(recordAtom(id)) : null);
  function upsert(store: Store, record: T): boolean {
    const a = recordAtom(record.id);
    const held = store.get(a);
    if (isStale(held, record)) return false;
    if (!deepEqual(held, record)) store.set(a, record);
    return true;
  }
  const setIds = (store: Store, list: IdListAtom, next: (ids: string[]) => string[]) => {
    const current = store.get(list);
    if (!current) return;
    const updated = next(current);
    if (updated.length !== current.length || updated.some((id, i) => id !== current[i])) store.set(list, updated);
  };

  return {
    atom: recordAtom,
    get,
    upsert,
    remove(store, id) {
      for (const list of lists.values()) setIds(store, list, (current) => current.filter((x) => x !== id));
      if (!records.has(id)) return;
      store.set(records.get(id), null);
      // A component still reading the old atom sees null; the next upsert of this id starts afresh.
      records.delete(id);
    },
    ids,
    listOf,
    recordsOf,
    setList(store, items, list = ids) {
      for (const r of items) upsert(store, r);
      const next = items.map((r) => r.id);
      if (!deepEqual(store.get(list), next)) store.set(list, next);
    },
    prepend(store, id, list = ids) {
      setIds(store, list, (current) => (current.includes(id) ? current : [id, ...current]));
    },
    append(store, id, list = ids) {
      setIds(store, list, (current) => (current.includes(id) ? current : [...current, id]));
    },
    unlist(store, id, list = ids) {
      setIds(store, list, (current) => current.filter((x) => x !== id));
    },
    sort(store, compare, list = ids) {
      setIds(store, list, (current) => {
        const held = current.flatMap((id) => get(store, id) ?? []);
        const missing = current.filter((id) => !get(store, id));
        return [...held.sort(compare).map((r) => r.id), ...missing];
      });
    },
  };
}

/** The same rule for an entity the user has one of (branding): undefined until loaded, null when none. */
export type SingleRecord<T extends Versioned> = {
  atom: Atom<T | null | undefined>;
  /** Holds `record` unless the held version is newer or equal in content. */
  upsert(store: Store, record: T): void;
  /** A load's answer: null (none saved yet) only while nothing is held. */
  load(store: Store, record: T | null): void;
};

export function createSingleRecord<T extends Versioned>(): SingleRecord<T> {
  const a = atom<T | null | undefined>(undefined);
  const upsert = (store: Store, record: T) => {
    if (replaces(store.get(a), record)) store.set(a, record);
  };
  return {
    atom: a,
    upsert,
    load(store, record) {
      if (record) upsert(store, record);
      else if (!store.get(a)) store.set(a, null);
    },
  };
}
