import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PIPELINE_STAGES, type Company, type DirectoryResponse, type PipelineStage } from '../../contracts/companies.js';
import { moveCardRight } from './helpers/kanban.js';
import { startE2E, signInThroughPage, signUpThroughPage, type E2E, waitLive } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  // Only a company's newest activity is sure to be inside the 90-day window: keep all of them current alerts.
  e2e = await startE2E({ signalMaxAgeDays: 100_000 });
  await e2e.server.seeded; // the built-in company directory
});
afterAll(async () => {
  await e2e?.close();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('company intelligence', () => {
  it('adds a directory company, enriches and researches it live, and marks its signal read across pages', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const email = `intel-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Jordan Intel', email);
    const dir = (await (await context.request.get(`${base}/api/directory/companies?limit=1`)).json()) as DirectoryResponse;
    const { name, domain } = dir.items[0];

    // Add it through the Add Prospect dialog, then open it.
    await page.goto(`${base}/companies`);
    await page.getByRole('button', { name: 'Add Prospect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Prospect' });
    await dialog.getByLabel('Company name').fill(name);
    await dialog.getByLabel('Domain').fill(domain);
    await dialog.getByRole('button', { name: 'Add Prospect' }).click();
    await page.getByText('Prospect added').waitFor();
    await page.getByRole('link', { name: `View ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await waitLive(page);
    expect(page.url()).toMatch(/\/companies\/[0-9a-f-]{36}$/);

    // Enrich: the page follows the job without a reload.
    const enrich = page.getByRole('button', { name: 'Enrich', exact: true });
    await enrich.click();
    await page.getByText('Enriching Company').waitFor();
    await page.getByText('Company Enriched').waitFor();
    await page.getByText('Enriched', { exact: true }).first().waitFor();
    await expect(enrich.isDisabled()).resolves.toBe(true);
    await page.getByText('via SwagScout directory').first().waitFor();

    // Research: fields, then the buyer signals it leads to.
    await page.getByRole('button', { name: 'Research Company' }).click();
    await page.getByText('Research Complete').waitFor();
    await page.getByText('Event Participation Likelihood').waitFor();
    const signals = page.getByRole('list', { name: 'Buyer signals' });
    const firstSignal = signals.locator(':scope > li').first();
    await firstSignal.waitFor();
    await page.getByText('Signals Detected').waitFor();
    const summary = (await firstSignal.locator('p').first().textContent())!.trim();
    expect(summary.length).toBeGreaterThan(0);
    await firstSignal.getByText('New', { exact: true }).waitFor();

    // A second page on the alerts screen sees the signal, then its read state change live.
    const alertsPage = await context.newPage();
    await alertsPage.goto(`${base}/alerts`);
    await waitLive(alertsPage);
    const row = alertsPage.getByRole('list', { name: 'Alerts' }).getByRole('listitem').filter({ hasText: summary });
    await row.getByText('Unread', { exact: true }).waitFor();
    await row.getByRole('link', { name }).waitFor();

    await firstSignal.getByRole('button', { name: 'Mark as Read' }).click();
    await firstSignal.getByRole('button', { name: 'Mark as Read' }).waitFor({ state: 'detached' });
    await row.getByText('Read', { exact: true }).waitFor();
    await expect(row.getByText('Unread', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('moves a kanban card with the keyboard and a second page follows', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const email = `kanban-${Date.now()}@example.com`;
    await context.request.post(`${base}/api/auth/register`, { data: { fullName: 'Kim Board', email, password: 'swag-scout-42' } });
    const page = await signInThroughPage(context, base, email, 'swag-scout-42');
    const created = await context.request.post(`${base}/api/companies`, { data: { name: 'Keyboard Move Co', domain: 'keyboard-move.example' } });
    const { company } = (await created.json()) as { company: Company };
    const from: PipelineStage = company.stage;
    const to = PIPELINE_STAGES[PIPELINE_STAGES.indexOf(from) + 1];

    const other = await context.newPage();
    for (const p of [page, other]) {
      await p.goto(`${base}/companies`);
      await p.getByRole('tab', { name: 'Kanban' }).click();
      await waitLive(p);
    }
    const card = (p: Page, stage: PipelineStage) =>
      p.getByRole('region', { name: `${stage} column` }).getByRole('button', { name: new RegExp(`^${escape(company.name)}, `) });
    await card(other, from).waitFor();

    await moveCardRight(page, card(page, from), from, to);
    await card(page, to).waitFor();

    // The other page moves it without a reload, and the stage is stored.
    await card(other, to).waitFor();
    await expect(card(other, from).count()).resolves.toBe(0);
    const saved = (await (await context.request.get(`${base}/api/companies/${company.id}`)).json()) as { company: Company };
    expect(saved.company.stage).toBe(to);
    await context.close();
  });
});
