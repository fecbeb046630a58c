// docs/product.md#deals and #reports, three browsers: a client approves a rep's proposal on its link,
// the rep is offered "Mark as won" and takes it, and the manager's report moves without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import { formatCents } from '../../contracts/money.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { memberOf } from '../helpers/team.js';
import { signInThroughPage, signUpThroughPage, startE2E, waitLive, type E2E } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ seedCatalogueSize: 50 });
  await e2e.server.seeded;
});
afterAll(async () => {
  await e2e?.close();
});

describe('Deals and reports', () => {
  it('a client’s approval offers the rep "Mark as won"; once won, the manager’s report in another browser moves', async () => {
    const { server, browser } = e2e;
    const base = server.url;
    const viewport = { width: 1280, height: 900 };
    const stamp = Date.now();

    // The manager signs up; a rep joins the workspace.
    const managerContext = await browser.newContext({ viewport });
    const manager = await signUpThroughPage(managerContext, base, 'Morgan Manager', `manager-${stamp}@example.com`);
    const me = await (await managerContext.request.get(`${base}/api/auth/me`)).json();
    const rep = await memberOf(server, me.user.workspaceId as string, 'member', 'Riley Rep');
    const repContext = await browser.newContext({ viewport });
    const repPage = await signInThroughPage(repContext, base, rep.email, rep.password);
    const errors: string[] = [];
    for (const p of [manager, repPage]) p.on('pageerror', (e) => errors.push(e.message));

    // The rep's deal: a company in Proposal with a proposal shared with the client.
    const post = (path: string, data: unknown) => repContext.request.post(`${base}${path}`, { data, headers: { origin: base } });
    const company = (await (await post('/api/companies', { name: 'Gala Foods', domain: `gala-${stamp}.example` })).json()).company as { id: string };
    expect((await repContext.request.patch(`${base}/api/companies/${company.id}`, { data: { stage: 'Proposal' }, headers: { origin: base } })).status()).toBe(200);
    const product = catalogueSearchResponse.parse(await (await repContext.request.get(`${base}/api/catalogue/search?maxRecs=1`)).json()).products[0]!;
    // In a colour: an approval waits for a colour left to the client.
    const color = ((await (await repContext.request.get(`${base}/api/catalogue/products/${product.id}`)).json()).product.colors as string[])[0] ?? null;
    const created = await post('/api/proposals', { title: 'Gala welcome kit', companyId: company.id, lines: [{ productId: product.id, tiers: [250], color }] });
    const proposal = proposalResponse.parse(await created.json()).proposal;
    const share = (await (await post(`/api/proposals/${proposal.id}/share`, {})).json()) as { url: string };
    const total = formatCents(proposal.totals.grandTotalCents);

    // The manager watches the reports: nothing won yet.
    await manager.goto(`${base}/reports`);
    await manager.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await waitLive(manager);
    const wonRow = manager.getByRole('region', { name: 'Pipeline by stage table' }).getByRole('row', { name: /^Won / });
    await expect(wonRow.textContent()).resolves.toContain('$0.00');

    // The rep is on the pipeline when the client approves everything on the link.
    await repPage.goto(`${base}/companies`);
    await waitLive(repPage);
    const clientPage = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
    await clientPage.goto(share.url.replace(/^https?:\/\/[^/]+/, base));
    await clientPage.getByRole('heading', { name: 'Gala welcome kit', level: 1 }).waitFor();
    await clientPage.getByRole('button', { name: /^Approve / }).first().click();
    const who = clientPage.getByRole('dialog', { name: 'Who is responding?' });
    await who.getByLabel('Your name').fill('Dana Buyer');
    await who.getByLabel('Your email').fill('dana@gala.example');
    await who.getByRole('button', { name: 'Continue' }).click();
    await clientPage.getByText(/1 of 1 items? approved/).waitFor();

    // The rep is offered "Mark as won" (the deal has not moved by itself) and takes it.
    const offer = repPage.getByText(`Gala Foods approved “Gala welcome kit” (${total})`);
    await offer.waitFor();
    const stage = await (await repContext.request.get(`${base}/api/companies/${company.id}`)).json();
    expect(stage.company.stage).toBe('Proposal');
    await repPage.getByRole('button', { name: 'Mark as won' }).click();

    // The manager's report follows, in the other browser, without a reload.
    await expect.poll(async () => wonRow.textContent(), { timeout: 15_000 }).toContain(total);
    const after = await (await managerContext.request.get(`${base}/api/companies/${company.id}`)).json();
    expect(after.company.stage).toBe('Won');
    expect(after.company.deal).toMatchObject({ amountCents: proposal.totals.grandTotalCents, amountSource: 'proposal' });
    expect(errors).toEqual([]);
  });
});
