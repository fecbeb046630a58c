import { afterAll, beforeAll, describe, it } from 'vitest';
import { sharedE2E, type E2E, waitLive } from './helpers/app.js';
import { importFixtures, importsWithoutLoss, importThroughWizard, signInForImports } from './helpers/imports.js';

// Each export of tests/fixtures/imports/ goes through the wizard in Chromium (half of them here,
// the other half in imports-more.test.ts, so two workers share them).
let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('imports through the UI', () => {
  it.each(importFixtures(0))('%s goes in without loss', async (file) => {
    await importsWithoutLoss(e2e.browser, e2e.server.url, file);
  });

  it('an Excel workbook imports, and Undo removes it live in another tab', async () => {
    const { context, page } = await signInForImports(e2e.browser, e2e.server.url, 'xlsx');
    const pipeline = await context.newPage();
    await pipeline.goto(`${e2e.server.url}/companies`);
    await pipeline.getByRole('heading', { level: 1, name: 'Prospect Pipeline' }).waitFor();
    await waitLive(pipeline);

    await importThroughWizard(page, e2e.server.url, 'hubspot-companies.xlsx');
    // The other tab's pipeline reloads when the import finishes.
    await pipeline.getByRole('link', { name: 'View Müller Brauerei GmbH' }).waitFor();

    await page.goto(`${e2e.server.url}/imports`);
    await page.getByRole('button', { name: 'Undo import of hubspot-companies.xlsx' }).click();
    await page.getByRole('button', { name: 'Undo import', exact: true }).click();
    await page.getByText('Undone').first().waitFor();
    await pipeline.getByRole('link', { name: 'View Müller Brauerei GmbH' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
