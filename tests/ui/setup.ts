import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { resetAnalytics } from '../../ui/api/analytics.js';
import { resetSaveChains } from '../../ui/state/stale-save.js';
import { preloadHeadlessUI } from '../../ui/lib/headless-ui.js';

// Headless UI's Combobox measures its input; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Sonner injects its toast stylesheet into <head> when imported. jsdom matches every rule of every
// sheet on each getComputedStyle, which the role and name queries call for every node they read (a
// quarter of the UI suite's CPU); the sheet has no display or visibility rule, so without it what
// is accessible, and every query's answer, is the same.
for (const style of document.head.querySelectorAll('style')) {
  if (style.textContent?.startsWith('[data-sonner-toaster]')) style.remove();
}

// The app loads Headless UI just after its first screen (ui/lib/headless-ui.ts); tests open
// dialogs and menus straight away, as a person could only a moment later.
beforeAll(() => preloadHeadlessUI());

// The analytics queue is module state: without the reset, a test's queued events are sent by a
// timer during the next test, through that test's fetch mock.
// Each test's fetch mock and toasts end with it.
afterEach(() => {
  cleanup();
  resetAnalytics();
  resetSaveChains();
  vi.unstubAllGlobals();
  toast.dismiss();
});
