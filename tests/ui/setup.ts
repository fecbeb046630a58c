import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetAnalytics } from '../../ui/api/analytics.js';

// The analytics queue is module state: without the reset, a test's queued events are sent by a
// timer during the next test, through that test's fetch mock.
afterEach(() => {
  cleanup();
  resetAnalytics();
});
