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
