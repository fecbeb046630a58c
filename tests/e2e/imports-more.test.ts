import { afterAll, beforeAll, describe, it } from 'vitest';
import { sharedE2E, type E2E } from './helpers/app.js';
import { importFixtures, importsWithoutLoss } from './helpers/imports.js';

// The other half of the exports of tests/fixtures/imports/ (see imports.test.ts).
let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('imports through the UI (second half)', () => {
  it.each(importFixtures(1))('%s goes in without loss', async (file) => {
    await importsWithoutLoss(e2e.browser, e2e.server.url, file);
  });
});
