import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with no background traffic (this machine has no internet). */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

let running: Promise<Browser> | undefined;

/**
 * One Chromium per test worker: the e2e files run one at a time in a worker (vitest's `isolate:
 * false`), each in browser contexts of its own (cookies, storage and pages are per context), and
 * starting Chromium was about 1.5 s of every file. A file ends with `closeBrowserContexts`, not by
 * closing the browser; the worker's exit ends it (Playwright stops the browsers it started).
 */
export function launchBrowser(): Promise<Browser> {
  running ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (running = undefined));
    return browser;
  });
  return running;
}

/** Closes every context a file opened in the worker's browser (its pages with them); the browser stays for the next file. */
export async function closeBrowserContexts(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
}
