import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { apiRoutesDefine } from './contracts/http/api-routes-define.js';

/** Unit files whose assertions are timings: run alone, before the rest (see the unit-timing project). */
const TIMING_FILES = ['tests/unit/import-read-stream.test.ts', 'tests/unit/import-read-xlsx.test.ts'];

// One runner, five projects. `npm test` runs unit-timing, unit, api and ui; `npm run test:e2e` runs e2e.
export default defineConfig({
  test: {
    // Test files at once, across projects (vitest's default, cores − 1, runs one file at a time on
    // two cores). Each API file has its own server and database and mostly waits (sockets, job
    // polling). Three workers were faster still but pushed a wall-clock assertion (search latency
    // while the catalogue loads) over its limit on a busy machine; `--maxWorkers=N` overrides.
    maxWorkers: 2,
    projects: [
      // The import readers' files that measure the event loop and parse times (a stall under 200 ms,
      // a zip bomb refused in 50 ms) run first, one at a time, with nothing beside them (two busy
      // workers next to them made them fail in CI). Then every other project together, the readers'
      // other cases (import-read.test.ts: no timings) included.
      {
        test: {
          name: 'unit-timing',
          include: TIMING_FILES,
          environment: 'node',
          isolate: false,
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: TIMING_FILES,
          environment: 'node',
          // The import readers' other cases each start a worker thread: over a second each, several
          // on two busy cores (vitest's 5 s default failed one in CI).
          testTimeout: 30_000,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // initdb + migrations once per run: every test server starts from a migrated copy.
          globalSetup: ['tests/helpers/db-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          sequence: { groupOrder: 1 },
          // Files share a worker's module graph (every file still boots its own server and
          // database): re-importing the server for each of ~90 files was ~500 s of a run's ~800.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        define: apiRoutesDefine(),
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          isolate: false,
          sequence: { groupOrder: 1 },
          // userEvent types key by key: on two busy cores a long form takes over vitest's 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Every e2e server's embedded database starts as the run's migrated template (initdb is seconds of CPU).
          globalSetup: ['tests/helpers/db-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          sequence: { groupOrder: 1 },
          // Two files at a time, each with its own server and Chromium (maxWorkers: 2).
          fileParallelism: true,
          // Files share a worker's module graph, as the API files do (each still starts its own server,
          // database and browser): importing the server again for each of 26 files was ~130 s of a run.
          isolate: false,
        },
      },
    ],
  },
});
