import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { signUpOverApi } from './app.js';
import { EXPECTED } from '../../fixtures/imports/expected.js';

export const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/imports/${name}`, import.meta.url));

export async function signInForImports(browser: Browser, baseUrl: string, name: string) {
  const context = await browser.newContext();
  // Fourteen imports, each in a workspace of its own: signing in through the page each time was a third of each.
  const page = await signUpOverApi(context, baseUrl, 'Imogen Imports', `${name}-${Date.now()}@example.com`);
  return { context, page };
}

/** Upload → map (the guesses kept) → preview → import, through the wizard, until it says it finished. */
export async function importThroughWizard(page: Page, baseUrl: string, file: string) {
  await page.goto(`${baseUrl}/imports/new`);
  await page.getByLabel('File to import').setInputFiles(fixture(file));
  await page.getByRole('heading', { name: 'Map columns' }).waitFor();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.getByRole('heading', { name: 'Preview', exact: true }).waitFor();
  await page.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 30_000 });
}

/** Imports one fixture through the wizard and finds every row of it on the pipeline or the contacts page. */
export async function importsWithoutLoss(browser: Browser, baseUrl: string, file: string) {
  const { context, page } = await signInForImports(browser, baseUrl, file.replace(/\W/g, '-'));
  await importThroughWizard(page, baseUrl, file);
  const expected = EXPECTED[file];
  if (expected.kind === 'companies') {
    await page.goto(`${baseUrl}/companies`);
    for (const row of expected.rows.filter((r) => r.domain)) await page.getByRole('link', { name: `View ${row.name}` }).first().waitFor();
  } else {
    await page.goto(`${baseUrl}/contacts`);
    for (const row of expected.rows) await page.getByText(`${row.firstName} ${row.lastName}`).first().waitFor();
  }
  await context.close();
}

/** The fixtures, split in two halves so two e2e workers share them. */
export const importFixtures = (half: 0 | 1) => Object.keys(EXPECTED).filter((_, i) => i % 2 === half);
