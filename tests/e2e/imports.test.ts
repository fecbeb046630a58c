import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, signUpThroughPage, type E2E, waitLive } from './helpers/app.js';
import { EXPECTED } from '../fixtures/imports/expected.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/imports/${name}`, import.meta.url));

async function signIn(name: string) {
  const context = await e2e.browser.newContext();
  const page = await signUpThroughPage(context, e2e.server.url, 'Imogen Imports', `${name}-${Date.now()}@example.com`);
  return { context, page };
}

/** Upload → map (the guesses kept) → preview → import, through the wizard, until it says it finished. */
async function importThroughWizard(page: Page, file: string) {
  await page.goto(`${e2e.server.url}/imports/new`);
  await page.getByLabel('File to import').setInputFiles(fixture(file));
  await page.getByRole('heading', { name: 'Map columns' }).waitFor();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.getByRole('heading', { name: 'Preview', exact: true }).waitFor();
  await page.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 30_000 });
}

describe('imports through the UI', () => {
  it.each(Object.keys(EXPECTED))('%s goes in without loss', async (file) => {
    const { context, page } = await signIn(file.replace(/\W/g, '-'));
    await importThroughWizard(page, file);
    const expected = EXPECTED[file];
    if (expected.kind === 'companies') {
      await page.goto(`${e2e.server.url}/companies`);
      for (const row of expected.rows.filter((r) => r.domain)) await page.getByRole('link', { name: `View ${row.name}` }).first().waitFor();
    } else {
      await page.goto(`${e2e.server.url}/contacts`);
      for (const row of expected.rows) await page.getByText(`${row.firstName} ${row.lastName}`).first().waitFor();
    }
    await context.close();
  });

  it('an Excel workbook imports, and Undo removes it live in another tab', async () => {
    const { context, page } = await signIn('xlsx');
    const pipeline = await context.newPage();
    await pipeline.goto(`${e2e.server.url}/companies`);
    await pipeline.getByRole('heading', { level: 1, name: 'Prospect Pipeline' }).waitFor();
    await waitLive(pipeline);

    await importThroughWizard(page, 'hubspot-companies.xlsx');
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
