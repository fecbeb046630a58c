// docs/product.md#teams, conflicting edits on the kanban: a move sends the card's updatedAt; a move
// of a card that changed meanwhile is refused, and the card snaps to the company as it is now.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PIPELINE_STAGES } from '../../contracts/companies.js';
import { staleSaveMessage } from '../../contracts/stale-save.js';
import { staleAnswer } from './stale-answer.js';
import { PipelinePage } from '../../ui/pages/companies/PipelinePage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { buildCompany, buildSummary } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const EMPTY = { items: [], nextCursor: null };

// jsdom lays nothing out: give the five columns side by side and each card the top of its column,
// so dnd-kit's keyboard move (Space, ArrowRight, Space) lands in the next column as in a browser.
function layOut(this: Element): DOMRect {
  const column = this.closest('[data-testid^="kanban-column-"]');
  const stage = column?.getAttribute('data-testid')?.replace('kanban-column-', '');
  const i = PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]);
  if (i < 0) return new DOMRect(0, 0, 0, 0);
  return this === column ? new DOMRect(i * 300, 0, 280, 600) : new DOMRect(i * 300 + 10, 50, 260, 80);
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(layOut);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function open(routes: Parameters<typeof mockFetch>[0], company: ReturnType<typeof buildCompany>, as: 'member' | 'viewer' = 'member') {
  const fetchMock = mockFetch([
    ...routes,
    { path: /\/api\/companies\/summary/, body: buildSummary({ Lead: 1 }) },
    { path: /\/api\/companies\?.*stage=Lead/, body: { items: [company], nextCursor: null } },
    { path: /\/api\/companies\?.*stage=/, body: EMPTY },
    { path: /\/api\/companies\?/, body: { items: [company], nextCursor: null } },
  ]);
  renderPage(
    <>
      <PipelinePage />
      <Toaster />
    </>,
    { path: '/companies', as },
  );
  return fetchMock;
}

async function moveRight(companyId: string) {
  await userEvent.click(screen.getByRole('tab', { name: /kanban/i }));
  const card = await screen.findByTestId(`kanban-card-${companyId}`);
  card.focus();
  await userEvent.keyboard('[Space]');
  await userEvent.keyboard('[ArrowRight]');
  await userEvent.keyboard('[Space]');
}

describe('Moving a kanban card (docs/product.md#teams)', () => {
  it('sends the stage with the card’s updatedAt', async () => {
    const company = buildCompany({ name: 'Move Co', stage: 'Lead', updatedAt: '2026-05-01T09:00:00.000Z' });
    const moved = { ...company, stage: 'Qualified' as const, updatedAt: '2026-05-01T09:01:00.000Z' };
    const { calls } = open([{ method: 'PATCH', path: `/api/companies/${company.id}`, body: { company: moved } }], company);
    await moveRight(company.id);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ stage: 'Qualified', expectedUpdatedAt: company.updatedAt }));
    await waitFor(() => expect(within(screen.getByTestId('kanban-column-Qualified')).getByTestId(`kanban-card-${company.id}`)).toBeInTheDocument());
  });

  it('a card that changed meanwhile is not moved: it snaps to the company as it is now, with a toast', async () => {
    const company = buildCompany({ name: 'Stale Co', stage: 'Lead', updatedAt: '2026-05-01T09:00:00.000Z' });
    const theirs = { ...company, stage: 'Meeting' as const, updatedAt: '2026-05-01T09:05:00.000Z' };
    const message = staleSaveMessage('company');
    open([{ method: 'PATCH', path: `/api/companies/${company.id}`, status: 409, body: staleAnswer('company', theirs) }], company);
    await moveRight(company.id);
    expect(await screen.findByText('Stale Co was not moved')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('kanban-column-Meeting')).getByTestId(`kanban-card-${company.id}`)).toBeInTheDocument());
    expect(within(screen.getByTestId('kanban-column-Qualified')).queryByTestId(`kanban-card-${company.id}`)).toBeNull();
  });

  it('a viewer cannot pick a card up: nothing is sent', async () => {
    const company = buildCompany({ name: 'Look Co', stage: 'Lead' });
    const { calls } = open([], company, 'viewer');
    await moveRight(company.id);
    expect(screen.getByTestId(`kanban-card-${company.id}`)).not.toHaveAttribute('aria-roledescription', 'Draggable company card');
    expect(within(screen.getByTestId('kanban-column-Lead')).getByTestId(`kanban-card-${company.id}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
