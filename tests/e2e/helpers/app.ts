import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSharedServer, startTestServer } from '../../helpers/server.js';
import type { RunningServer } from '../../../server/app.js';
import { closeBrowserContexts, launchBrowser } from './browser.js';

export type E2E = { server: RunningServer; browser: Browser; close(): Promise<void> };

/** A real server serving the built UI, and Debian's Chromium. */
export async function startE2E(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<E2E> {
  const server = await startTestServer({ serveUi: true, ...overrides });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async close() {
      await closeBrowserContexts(browser);
      await server.close();
    },
  };
}

/** Products of the shared catalogue server: the largest catalogue an e2e file asked for. */
const SHARED_CATALOGUE_SIZE = 3_000;

const shared: { plain?: Promise<RunningServer>; catalogue?: Promise<RunningServer> } = {};

/**
 * The worker's one server for the files that need nothing of their own (no settings, no clock,
 * nothing read across workspaces) — `catalogue`: with the built-in catalogue's first
 * SHARED_CATALOGUE_SIZE products — and its Chromium. e2e files run one at a time in a worker, each
 * signs up its own users and workspaces (unique emails), which tenancy keeps apart. Starting a
 * server and its embedded database for each file was 2–5 s of every file. `close` closes the
 * file's browser contexts; the server stops with the worker.
 */
export async function sharedE2E(kind: 'plain' | 'catalogue' = 'plain'): Promise<E2E> {
  const server = await (shared[kind] ??= startSharedServer({ serveUi: true, ...(kind === 'catalogue' ? { seedCatalogueSize: SHARED_CATALOGUE_SIZE } : {}) }));
  const browser = await launchBrowser();
  return { server, browser, close: () => closeBrowserContexts(browser) };
}

/** Signs in through the sign-in page, as a person would. */
export async function signInThroughPage(context: BrowserContext, baseUrl: string, email: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Issue 24: signed-in users land on the dashboard.
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return page;
}

/** Registers a user over the API in the browser context (the register answer is 201). */
async function register(context: BrowserContext, baseUrl: string, fullName: string, email: string, password: string): Promise<void> {
  expect((await context.request.post(`${baseUrl}/api/auth/register`, { data: { fullName, email, password } })).status()).toBe(201);
}

/** Signs up and signs in through the sign-in page. */
export async function signUpThroughPage(context: BrowserContext, baseUrl: string, fullName: string, email: string, password = 'swag-scout-42'): Promise<Page> {
  await register(context, baseUrl, fullName, email, password);
  return signInThroughPage(context, baseUrl, email, password);
}

/**
 * Signs up and in over the API, in the browser context (its cookies are the context's), and opens
 * a blank page: for files that sign in many times and whose subject is not signing in (the sign-in
 * page's own journey is foundation.test.ts's and sessions.test.ts's).
 */
export async function signUpOverApi(context: BrowserContext, baseUrl: string, fullName: string, email: string, password = 'swag-scout-42'): Promise<Page> {
  await register(context, baseUrl, fullName, email, password);
  expect((await context.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } })).status()).toBe(200);
  return context.newPage();
}

/** Resolves when the page's live connection is up (the sidebar's dot reads "live"). */
export const waitLive = (page: Page) => page.getByTestId('connection-status').and(page.locator('[data-status="live"]')).first().waitFor();

/** Share with client on an open proposal: creates the link and returns it (`…/p/<token>`). */
export async function shareProposal(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share with client' }).click();
  const share = page.getByRole('dialog', { name: 'Share with client' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByLabel('Client link').inputValue();
  expect(link).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
  await share.getByRole('button', { name: 'Done' }).click();
  return link;
}
