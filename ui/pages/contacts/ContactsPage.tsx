import { useCallback, useEffect, useState } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Layers, Plus, Search } from 'lucide-react';
import { api, isAbort } from '../../api/endpoints.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Input } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { OwnerSelect } from '../../components/OwnerSelect.js';
import { contactListAtom, contactListReloadAtom, contactRecords } from '../../state/contacts.js';
import { useCan } from '../../state/permissions.js';
import { ContactsTable } from './ContactsTable.js';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.js';

const PAGE = 50;
const query = (q: string, owner: string, cursor?: string) => ({ limit: PAGE, q: q.trim() || undefined, owner: owner || undefined, cursor });
const fail = () => toast.error('Error', { description: 'Failed to load contacts' });

/** docs/product.md#contacts: /contacts — search, the contacts table, paging; live in every tab. */
export function ContactsPage() {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const [list, setList] = useAtom(contactListAtom);
  const [q, setQ] = useState(list?.q ?? '');
  const [owner, setOwner] = useState(list?.owner ?? '');
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  // An import finished or was undone: its contacts arrive without an event each.
  const reloadVersion = useAtomValue(contactListReloadAtom);

  const load = useCallback(async () => {
    setState('loading');
    try {
      // A newer search supersedes this one.
      const r = await api.contacts.list(query(q, owner), { key: 'contacts-list' });
      r.items.forEach((c) => contactRecords.upsert(store, c));
      setList({ ids: r.items.map((c) => c.id), q, owner, cursor: r.nextCursor });
      setState('ready');
    } catch (err) {
      if (isAbort(err)) return;
      fail();
      setState('error');
    }
  }, [q, owner, store, setList]);

  useEffect(() => {
    void load();
  }, [load, reloadVersion]);
  // As you type (debounced); Enter searches at once, and again when the text has not changed.
  const { text: searchText, setText: setSearchText, submit } = useDebouncedSearch(q, (text) => {
    if (text.trim() === q.trim()) void load();
    else setQ(text);
  });

  const more = async () => {
    if (!list?.cursor) return;
    setLoadingMore(true);
    try {
      const r = await api.contacts.list(query(list.q, list.owner, list.cursor));
      r.items.forEach((c) => contactRecords.upsert(store, c));
      setList((l) => (l ? { ...l, ids: [...l.ids, ...r.items.map((c) => c.id).filter((id) => !l.ids.includes(id))], cursor: r.nextCursor } : l));
    } catch {
      fail();
    } finally {
      setLoadingMore(false);
    }
  };

  const current = list !== null && list.q === q && list.owner === owner;
  const ids = current ? list.ids : [];
  return (
    <>
      <PageHeader
        title="Contacts"
        actions={
          <>
            <Link href="/contacts/batches" className={buttonClass('outline')}>
              <Layers className="h-4 w-4" aria-hidden /> Contact Batches
            </Link>
            {mayWrite && (
              <Link href="/contacts/new" className={buttonClass()}>
                <Plus className="h-4 w-4" aria-hidden /> Add Contact
              </Link>
            )}
          </>
        }
      />
      <form
        role="search"
        className="mb-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-1 gap-2 sm:max-w-md">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
            <Input type="search" aria-label="Search contacts" placeholder="Search contacts..." className="pl-9" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </div>
        <OwnerSelect value={owner} onChange={setOwner} />
      </form>

      <Card>
        {state === 'loading' && ids.length === 0 ? (
          <div className="flex justify-center py-16">
            <Spinner className="h-8 w-8" label="Loading contacts" />
          </div>
        ) : state === 'error' && ids.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-slate-500">
            <p>Contacts could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : ids.length === 0 && q.trim() ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-slate-500">
            <p>No contacts match “{q.trim()}”</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => submit('')}
            >
              Clear search
            </Button>
          </div>
        ) : ids.length === 0 && owner ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-slate-500">
            <p>No contacts at {owner === 'me' ? 'your' : 'their'} companies</p>
            <Button variant="outline" size="sm" onClick={() => setOwner('')}>
              Show everyone’s
            </Button>
          </div>
        ) : ids.length === 0 ? (
          <p className="px-4 py-12 text-center text-sm text-slate-500">No contacts found. Create your first contact!</p>
        ) : (
          <ContactsTable ids={ids} />
        )}
        {current && list.cursor && ids.length > 0 && (
          <div className="border-t border-slate-100 p-3 text-center">
            <Button variant="ghost" size="sm" onClick={more} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
}
