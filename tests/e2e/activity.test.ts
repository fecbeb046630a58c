import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { signInThroughPage, sharedE2E, type E2E } from './helpers/app.js';

// docs/product.md#teams, "Activity feed": two people in two browsers; what the rep does appears
// on the owner's Activity page and dashboard card without a reload, within the page's filters.

let e2e: E2E;
let owner: Awaited<ReturnType<typeof signUp>>;
let rep: Awaited<ReturnType<typeof memberOf>>;

beforeAll(async () => {
  e2e = await sharedE2E();
  owner = await signUp(e2e.server.url, 'Olive Owner');
  rep = await memberOf(e2e.server, owner.user.workspaceId, 'member', 'Rita Rep');
}, 120_000);

afterAll(async () => {
  await e2e?.close();
});

/** The live dot is in the sidebar, a closed sheet at phone width: attached, not visible. */
const waitLive = (page: Page) => page.getByTestId('connection-status').and(page.locator('[data-status="live"]')).first().waitFor({ state: 'attached' });
const rows = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');

describe('Activity, live across teammates', () => {
  it("shows a teammate's changes on the owner's page and dashboard card as they happen, within the filters", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await signInThroughPage(context, e2e.server.url, owner.email, owner.password);
    await page.goto(`${e2e.server.url}/activity`);
    await waitLive(page);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();

    const created = await rep.client.post('/api/companies', { name: 'Northwind Outfitters', domain: 'northwind-outfitters.example' });
    expect(created.status).toBe(201);
    const first = rows(page, 'Activity').first();
    await first.getByText('Added to the pipeline').waitFor();
    await first.getByText('Rita Rep').waitFor();
    expect(await first.getByRole('link', { name: 'Northwind Outfitters' }).getAttribute('href')).toBe(`/companies/${created.body.company.id}`);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);

    // Filtered to members' doings, a stage move stays out; back to all, it is there.
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Members' });
    await page.getByText('No activity matches these filters').waitFor();
    expect((await rep.client.patch(`/api/companies/${created.body.company.id}`, { stage: 'Qualified' })).status).toBe(200);
    await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: 'Olive Owner' });
    await page.getByText('No activity matches these filters').waitFor();
    await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: 'Everyone' });
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'All activity' });
    await rows(page, 'Activity').first().getByText('Stage changed from Lead to Qualified').waitFor();

    // The dashboard's card: the latest, live, and a way to the whole feed.
    await page.goto(e2e.server.url + '/');
    await waitLive(page);
    await rows(page, 'Recent activity').first().getByText('Stage changed from Lead to Qualified').waitFor();
    expect((await rep.client.patch(`/api/companies/${created.body.company.id}`, { ownerId: owner.user.id })).status).toBe(200);
    await rows(page, 'Recent activity').first().getByText('Owner changed to Olive Owner').waitFor();
    await page.getByRole('link', { name: 'View all', exact: true }).click();
    await page.waitForURL(/\/activity$/);
    await context.close();
  }, 90_000);
});
