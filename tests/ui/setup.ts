import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { resetAnalytics } from '../../ui/api/analytics.js';
import { resetSaveChains } from '../../ui/state/stale-save.js';

// Headless UI's Combobox measures its input; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

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
