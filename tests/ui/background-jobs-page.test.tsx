import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { BackgroundJob } from '../../contracts/background-jobs.js';
import { BackgroundJobsPage } from '../../ui/pages/jobs/BackgroundJobsPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

// Issue 12 item 1: the in-app Background jobs page (the workspace's own jobs, live).

let n = 0;
function job(overrides: Partial<BackgroundJob> = {}): BackgroundJob {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: 'company.enrich',
    label: 'Enrichment',
    state: 'queued',
    subject: { kind: 'company', id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
    progress: null,
    nextRunAt: '2026-05-02T09:00:00.000Z',
    lastRunAt: null,
    lastFinishedAt: null,
    failReason: null,
    failCount: 0,
    createdAt: '2026-05-02T09:00:00.000Z',
    canRetry: false,
    canCancel: true,
    ...overrides,
  };
}

function open(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  const view = renderPage(
    <>
      <Route path="/jobs">
        <BackgroundJobsPage />
      </Route>
      <Toaster />
    </>,
    { path: '/jobs' },
  );
  return { ...view, ...fetchMock };
}

const rows = () => screen.getAllByTestId('job-row');

const queued = job();
const failed = job({
  name: 'company.contacts.find',
  label: 'Contact finding',
  state: 'failed',
  nextRunAt: null,
  lastRunAt: '2026-05-02T09:01:00.000Z',
  lastFinishedAt: '2026-05-02T09:01:05.000Z',
  failReason: 'The provider is unreachable',
  failCount: 3,
  canRetry: true,
  canCancel: false,
});

describe('item 1: Background jobs page', () => {
  it('shows a spinner, then each job with its state, subject link, failure reason and the actions that make sense', async () => {
    open([{ path: /\/api\/jobs(\?|$)/, body: { items: [queued, failed], nextCursor: null } }]);
    expect(screen.getByRole('heading', { name: 'Background jobs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading background jobs' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(within(first).getByText('Enrichment')).toBeInTheDocument();
    expect(within(first).getByText('Queued')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open company' })).toHaveAttribute('href', `/companies/${queued.subject!.id}`);
    expect(within(first).getByRole('button', { name: 'Cancel Enrichment' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(second).getByText('Failed')).toBeInTheDocument();
    expect(within(second).getByText('The provider is unreachable')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Retry Contact finding' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('says so when there are none, and offers Try again when loading fails', async () => {
    open([{ path: /\/api\/jobs(\?|$)/, status: 500, body: { error: { code: 'internal', message: 'boom' } } }]);
    expect(await screen.findByText('Background jobs could not be loaded.')).toBeInTheDocument();
    mockFetch([{ path: /\/api\/jobs(\?|$)/, body: { items: [], nextCursor: null } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No background jobs right now/)).toBeInTheDocument();
  });

  it('is live: job.updated adds or updates a row (with progress), job.deleted removes it', async () => {
    const { store } = open([{ path: /\/api\/jobs(\?|$)/, body: { items: [queued], nextCursor: null } }]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    act(() => applyEvent(envelope('job.updated', { job: { ...queued, state: 'running', lastRunAt: '2026-05-02T09:00:01.000Z', progress: 40, canCancel: false } }), store));
    expect(within(rows()[0]).getByText('Running')).toBeInTheDocument();
    expect(within(rows()[0]).getByRole('progressbar', { name: 'Enrichment progress' })).toHaveAttribute('aria-valuenow', '40');
    const research = job({ name: 'company.research', label: 'Research' });
    act(() => applyEvent(envelope('job.updated', { job: research }), store));
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]).getByText('Research')).toBeInTheDocument();
    act(() => applyEvent(envelope('job.deleted', { id: research.id }), store));
    expect(rows()).toHaveLength(1);
  });

  it('Retry queues a failed job again and Cancel removes a queued one', async () => {
    const again = { ...failed, id: job().id, state: 'queued' as const, failCount: 0, failReason: null, canRetry: false, canCancel: true, nextRunAt: '2026-05-02T09:05:00.000Z' };
    const { calls } = open([
      { path: /\/api\/jobs(\?|$)/, body: { items: [queued, failed], nextCursor: null } },
      { method: 'POST', path: `/api/jobs/${failed.id}/retry`, body: { job: again } },
      { method: 'DELETE', path: `/api/jobs/${queued.id}`, status: 204 },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Retry Contact finding' }));
    await waitFor(() => expect(screen.queryByText('The provider is unreachable')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/jobs/${failed.id}/retry`)).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel Contact finding' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Enrichment' }));
    await waitFor(() => expect(screen.queryByText('Enrichment')).not.toBeInTheDocument());
    expect(await screen.findByText('Job cancelled')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });
  it('keeps finished and failed jobs: filters Active / Finished / Failed through the API, pages, and moves a job between filters live', async () => {
    const running = job({ state: 'running', canCancel: false, lastRunAt: '2026-05-02T09:00:00.000Z' });
    const done = job({ state: 'completed', label: 'Research', canCancel: false, lastFinishedAt: '2026-05-01T09:00:00.000Z' });
    const older = job({ state: 'completed', label: 'Signal detection', canCancel: false, lastFinishedAt: '2026-04-28T09:00:00.000Z' });
    const { calls, store } = open([
      { path: /\/api\/jobs\?status=finished&cursor=NEXT/, body: { items: [older], nextCursor: null } },
      { path: /\/api\/jobs\?status=finished/, body: { items: [done], nextCursor: 'NEXT' } },
      { path: /\/api\/jobs(\?|$)/, body: { items: [running, done], nextCursor: null } },
    ]);
    await screen.findAllByTestId('job-row');
    expect(rows()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Finished' }));
    await waitFor(() => expect(rows().map((r) => within(r).getByText(/Research|Signal detection|Enrichment/).textContent)).toEqual(['Research']));
    expect(calls.some((c) => c.url.includes('status=finished'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The running job finishes in the meantime: it joins the Finished list.
    act(() => applyEvent(envelope('job.updated', { job: { ...running, state: 'completed', lastFinishedAt: '2026-05-02T09:05:00.000Z' } }), store));
    expect(rows()).toHaveLength(3);
    expect(screen.getByText(/Finished and failed jobs stay here for 7 days/)).toBeInTheDocument();
  });
});
