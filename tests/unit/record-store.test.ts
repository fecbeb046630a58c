import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { createRecordStore, createSingleRecord } from '../../ui/state/record-store.js';

type Note = { id: string; title: string; updatedAt: string; tags: string[] };
const note = (id: string, title: string, updatedAt: string): Note => ({ id, title, updatedAt, tags: ['a'] });

describe('createRecordStore', () => {
  it('upserts a newer version and ignores an older one (a late event never overwrites newer data)', () => {
    const notes = createRecordStore<Note>();
    const store = createStore();
    expect(notes.upsert(store, note('n1', 'first', '2025-01-01T10:00:00.000Z'))).toBe(true);
    expect(notes.upsert(store, note('n1', 'second', '2025-01-01T11:00:00.000Z'))).toBe(true);
    expect(notes.get(store, 'n1')?.title).toBe('second');
    expect(notes.upsert(store, note('n1', 'stale', '2025-01-01T10:30:00.000Z'))).toBe(false);
    expect(store.get(notes.atom('n1'))?.title).toBe('second');
  });

  it('takes an equal-time version that differs, and writes nothing for a deep-equal one', () => {
    const notes = createRecordStore<Note>();
    const store = createStore();
    const at = '2025-01-01T10:00:00.000Z';
    notes.upsert(store, note('n1', 'first', at));
    let renders = 0;
    store.sub(notes.atom('n1'), () => renders++);
    const held = store.get(notes.atom('n1'));
    expect(notes.upsert(store, note('n1', 'first', at))).toBe(true);
    expect(renders).toBe(0);
    expect(store.get(notes.atom('n1'))).toBe(held);
    notes.upsert(store, note('n1', 'same time, new title', at));
    expect(renders).toBe(1);
    expect(notes.get(store, 'n1')?.title).toBe('same time, new title');
  });

  it('compares records without updatedAt by content only', () => {
    const tags = createRecordStore<{ id: string; name: string }>();
    const store = createStore();
    tags.upsert(store, { id: 't1', name: 'one' });
    tags.upsert(store, { id: 't1', name: 'two' });
    expect(tags.get(store, 't1')?.name).toBe('two');
  });

  it('remove clears the record and takes its id out of every list', () => {
    const notes = createRecordStore<Note>();
    const store = createStore();
    notes.setList(store, [note('n1', 'a', '1'), note('n2', 'b', '1')]);
    store.set(notes.listOf('folder-1'), ['n2']);
    const a = notes.atom('n2');
    notes.remove(store, 'n2');
    expect(store.get(a)).toBeNull();
    expect(notes.get(store, 'n2')).toBeNull();
    expect(store.get(notes.ids)).toEqual(['n1']);
    expect(store.get(notes.listOf('folder-1'))).toEqual([]);
    // Removing what is not held changes nothing.
    notes.remove(store, 'n9');
    expect(store.get(notes.ids)).toEqual(['n1']);
  });

  it('keeps list order: setList in the given order, prepend and append once, sort by the held records', () => {
    const notes = createRecordStore<Note>();
    const store = createStore();
    notes.prepend(store, 'n0');
    expect(store.get(notes.ids)).toBeNull(); // not loaded: the page's load brings it
    notes.setList(store, [note('n2', 'b', '1'), note('n1', 'c', '1')]);
    expect(store.get(notes.ids)).toEqual(['n2', 'n1']);
    notes.upsert(store, note('n3', 'a', '1'));
    notes.prepend(store, 'n3');
    notes.prepend(store, 'n3');
    notes.append(store, 'n1');
    expect(store.get(notes.ids)).toEqual(['n3', 'n2', 'n1']);
    notes.sort(store, (x, y) => x.title.localeCompare(y.title));
    expect(store.get(notes.ids)).toEqual(['n3', 'n2', 'n1']);
    notes.upsert(store, note('n3', 'z', '2'));
    notes.sort(store, (x, y) => x.title.localeCompare(y.title));
    expect(store.get(notes.ids)).toEqual(['n2', 'n1', 'n3']);
    notes.unlist(store, 'n2');
    expect(store.get(notes.ids)).toEqual(['n1', 'n3']);
    expect(notes.get(store, 'n2')?.title).toBe('b');
  });

  it('gives each id one atom until the record is removed', () => {
    const notes = createRecordStore<Note>();
    const store = createStore();
    expect(notes.atom('n1')).toBe(notes.atom('n1'));
    const before = notes.atom('n1');
    notes.upsert(store, note('n1', 'a', '1'));
    notes.remove(store, 'n1');
    expect(notes.atom('n1')).not.toBe(before);
  });
});

describe('createSingleRecord', () => {
  it('is undefined until loaded and keeps the newer version', () => {
    const branding = createSingleRecord<{ name: string; updatedAt: string }>();
    const store = createStore();
    expect(store.get(branding.atom)).toBeUndefined();
    branding.upsert(store, { name: 'new', updatedAt: '2' });
    branding.upsert(store, { name: 'old', updatedAt: '1' });
    expect(store.get(branding.atom)?.name).toBe('new');
  });
});
