// docs/product.md#teams, two people in two browsers: an invitation, a live pipeline between them,
// presence on a company page, and a removal that signs the removed person out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PIPELINE_STAGES, type Company, type PipelineStage } from '../../contracts/companies.js';
import { signUpThroughPage, sharedE2E, type E2E, waitLive } from './helpers/app.js';
import { moveCardRight } from './helpers/kanban.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('A team in two browsers', () => {
  it('the owner invites a rep who joins; a card the rep moves moves for the owner; the owner sees the rep on a company; removing the rep signs them out', async () => {
    const base = e2e.server.url;
    const viewport = { width: 1400, height: 900 };
    const ownerContext = await e2e.browser.newContext({ viewport });
    const repContext = await e2e.browser.newContext({ viewport });
    const stamp = Date.now();
    const owner = await signUpThroughPage(ownerContext, base, 'Olive Owner', `owner-${stamp}@example.com`);
    const created = await ownerContext.request.post(`${base}/api/companies`, { data: { name: 'Teamwork Tools', domain: 'teamwork-tools.example' }, headers: { origin: base } });
    expect(created.status()).toBe(201);
    const { company } = (await created.json()) as { company: Company };

    // Settings → Team: invite; without SMTP the link is shown to copy.
    const repEmail = `rep-${stamp}@example.com`;
    await owner.goto(`${base}/settings?tab=team`);
    await owner.getByRole('textbox', { name: 'Email', exact: true }).fill(repEmail);
    await owner.getByRole('combobox', { name: 'Role', exact: true }).selectOption('member');
    await owner.getByRole('button', { name: 'Invite' }).click();
    const link = (await owner.getByTestId('invitation-link').textContent())?.trim() ?? '';
    expect(link).toMatch(/\/join\//);

    // The rep, in a browser of their own, opens the link and registers into the owner's workspace.
    const join = await repContext.newPage();
    // The link is on APP_ORIGIN, which a test server on a random port leaves at port 0: open its path here.
    await join.goto(`${base}${new URL(link).pathname}`);
    await join.getByRole('textbox', { name: 'Full Name' }).fill('Alex Rep');
    await join.getByLabel('Password', { exact: true }).fill('swag-scout-42');
    await join.getByRole('button', { name: 'Register' }).click();
    // Joining signs the new member in, on the workspace's dashboard (issue 24).
    await join.waitForURL(`${base}/`);
    await join.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const rep = join;

    // Both on the kanban; the rep moves the card with the keyboard, the owner's board follows.
    const card = (p: Page, stage: PipelineStage) =>
      p.getByRole('region', { name: `${stage} column` }).getByRole('button', { name: new RegExp(`^${escape(company.name)}, `) });
    const from = company.stage;
    const to = PIPELINE_STAGES[PIPELINE_STAGES.indexOf(from) + 1];
    for (const p of [owner, rep]) {
      await p.goto(`${base}/companies`);
      await p.getByRole('tab', { name: 'Kanban' }).click();
      await waitLive(p);
      await card(p, from).waitFor();
    }
    await moveCardRight(rep, card(rep, from), from, to);
    await card(owner, to).waitFor();
    await expect(card(owner, from).count()).resolves.toBe(0);

    // The owner opens the company; when the rep opens it too, the rep's avatar appears; the rep's edit shows a notice.
    await owner.goto(`${base}/companies/${company.id}`);
    await owner.getByRole('heading', { level: 1, name: company.name }).waitFor();
    await waitLive(owner);
    await expect(owner.getByRole('group', { name: /Also viewing/ }).count()).resolves.toBe(0);
    await rep.goto(`${base}/companies/${company.id}`);
    await rep.getByRole('heading', { level: 1, name: company.name }).waitFor();
    await owner.getByRole('group', { name: 'Also viewing: Alex Rep' }).waitFor();
    await rep.getByRole('group', { name: 'Also viewing: Olive Owner' }).waitFor();
    await rep.getByRole('button', { name: 'Edit', exact: true }).click();
    await owner.getByText('Alex Rep is editing this company').waitFor();
    await rep.getByRole('dialog', { name: 'Edit Company' }).getByRole('button', { name: 'Cancel' }).click();
    await owner.getByText('Alex Rep is editing this company').waitFor({ state: 'detached' });

    // The owner removes the rep: the rep's browser is signed out, and their avatar goes.
    await owner.goto(`${base}/settings?tab=team`);
    await owner.getByText('Alex Rep').waitFor();
    await owner.getByRole('listitem').filter({ hasText: repEmail }).getByRole('button', { name: 'Remove' }).click();
    await owner.getByRole('dialog', { name: 'Remove Alex Rep?' }).getByRole('button', { name: 'Remove' }).click();
    await owner.getByText('Alex Rep was removed').waitFor();
    await rep.waitForURL(`${base}/login`, { timeout: 15_000 });
    await rep.getByRole('button', { name: 'Sign in' }).waitFor();

    await ownerContext.close();
    await repContext.close();
  });
});
