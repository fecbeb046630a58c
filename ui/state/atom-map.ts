import { atom, type PrimitiveAtom } from 'jotai';

/**
 * One primitive atom per key, created on first use (what the deprecated `atomFamily` did),
 * with `delete` so that state for things that are gone can be let go.
 */
export type AtomMap<V> = {
  get(key: string): PrimitiveAtom<V>;
  has(key: string): boolean;
  delete(key: string): void;
  values(): IterableIterator<PrimitiveAtom<V>>;
};

export function createAtomMap<V>(initial: () => V): AtomMap<V> {
  const atoms = new Map<string, PrimitiveAtom<V>>();
  return {
    get(key) {
      let a = atoms.get(key);
      if (!a) {
        a = atom(initial());
        atoms.set(key, a);
      }
      return a;
    },
    has: (key) => atoms.has(key),
    delete: (key) => void atoms.delete(key),
    values: () => atoms.values(),
  };
}
