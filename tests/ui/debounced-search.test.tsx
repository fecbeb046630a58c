import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '../../ui/lib/useDebouncedSearch.js';
import { PipelinePage } from '../../ui/pages/companies/PipelinePage.js';
import { ContactsPage } from '../../ui/pages/contacts/ContactsPage.js';
import { AddProductForm } from '../../ui/pages/proposals/AddProductForm.js';
import { buildProduct } from './chat-factories.js';
import { buildSummary } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.useRealTimers());

describe('useDebouncedSearch: as you type, debounced; Enter at once', () => {
  it('searches once the typing pauses, not on every key, and Enter searches immediately', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch('', run));
    for (const text of ['a', 'ac', 'acm', 'acme']) {
      act(() => result.current.setText(text));
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(run).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 101);
    });
    expect(run).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(run).toHaveBeenCalledExactlyOnceWith('acme');

    // A trailing space is the same search; Enter runs it at once (again), and the timer does not run it twice.
    act(() => result.current.setText('acme '));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(run).toHaveBeenCalledTimes(1);
    act(() => result.current.setText('globex'));
    act(() => result.current.submit());
    expect(run).toHaveBeenLastCalledWith('globex');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(run).toHaveBeenCalledTimes(2);
  });
});

const urls = (calls: Array<{ url: string }>, re: RegExp) => calls.map((c) => c.url).filter((u) => re.test(u));

describe('List pages search as you type', () => {
  it('the pipeline lists matching prospects without Enter, asking only for the finished word', async () => {
    const { calls } = mockFetch([
      { path: /\/api\/companies\/summary/, body: buildSummary() },
      { path: /\/api\/companies\?/, body: { items: [], nextCursor: null } },
    ]);
    renderPage(<PipelinePage />, { path: '/companies' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search prospects' }), 'acme');
    await waitFor(() => expect(urls(calls, /q=acme/).length).toBeGreaterThan(0));
    expect(urls(calls, /q=(a|ac|acm)(&|$)/)).toEqual([]);
  });

  it('contacts search without Enter', async () => {
    const { calls } = mockFetch([{ path: /\/api\/contacts\?/, body: { items: [], nextCursor: null } }]);
    renderPage(
      <Route path="/contacts">
        <ContactsPage />
      </Route>,
      { path: '/contacts' },
    );
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search contacts' }), 'maria');
    await waitFor(() => expect(urls(calls, /q=maria/)).toHaveLength(1));
    expect(urls(calls, /q=(m|ma|mar|mari)(&|$)/)).toEqual([]);
  });

  it('Discover searches the directory without Enter', async () => {
    const { calls } = mockFetch([
      { path: /\/api\/companies\/summary/, body: buildSummary() },
      { path: /\/api\/companies\?/, body: { items: [], nextCursor: null } },
      { path: /\/api\/directory\/companies/, body: { items: [], industries: [], countries: [] } },
    ]);
    renderPage(<PipelinePage />, { path: '/companies' });
    await userEvent.click(await screen.findByRole('tab', { name: /discover/i }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search the directory' }), 'brew');
    await waitFor(() => expect(urls(calls, /directory\/companies\?.*q=brew/)).toHaveLength(1));
  });

  it('a proposal’s product search shows products without Enter', async () => {
    const mug = buildProduct({ name: 'Camp Mug' });
    const { calls } = mockFetch([{ path: /\/api\/catalogue\/search/, body: { products: [mug], total: 1, tookMs: 1 } }]);
    renderPage(<AddProductForm proposalId="p1" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'mug');
    expect(await screen.findByText('Camp Mug')).toBeInTheDocument();
    expect(urls(calls, /catalogue\/search/)).toHaveLength(1);
  });
});
