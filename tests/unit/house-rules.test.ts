// The house rules of `npm run lint` (.dependency-cruiser.cjs) still catch what they are for: each
// rule, run by dependency-cruiser exactly as configured, is shown a small project holding one breach
// of it beside imports that keep the rules, and must report that breach and nothing else. A rule
// whose pattern stops matching (a renamed folder, a broken `$1`) would pass lint silently; here it
// fails. A new rule needs a planted breach below.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** file → its text. Every import here keeps the rules unless the file is named in `breaches`. */
const project: Record<string, string> = {
  'contracts/shape.ts': "import { z } from 'zod';\nexport const shape = z.string();\nexport type Shape = string;\n",
  'server/clock.ts': 'export const now = () => 0;\n',
  'server/db/rows.ts': "import { now } from '../clock.js';\nexport const rows = now;\n",
  'server/app.ts': "import { run } from '../jobs/ok.js';\nimport { seeded } from '../seed/ok.js';\nexport const app = [run, seeded];\n",
  // Two areas: alpha uses beta through beta's index.ts, and its own files directly.
  'server/beta/internal.ts': "import { rows } from '../db/rows.js';\nexport const internal = rows;\n",
  'server/beta/index.ts': "// beta offers: internal.\nexport { internal } from './internal.js';\n",
  'server/alpha/own.ts': 'export const own = 1;\n',
  'server/alpha/ok.ts':
    "import { shape } from '../../contracts/shape.js';\nimport { internal } from '../beta/index.js';\nimport { rows } from '../db/rows.js';\nimport { own } from './own.js';\nexport const ok = [shape, internal, rows, own];\n",
  'server/alpha/sub/ok.ts': "import { own } from '../own.js';\nimport { internal } from '../../beta/index.js';\nexport const subOk = [own, internal];\n",
  'jobs/ok.ts': "import { internal } from '../server/beta/index.js';\nimport { now } from '../server/clock.js';\nexport const run = [internal, now];\n",
  'seed/ok.ts': "import { shape } from '../contracts/shape.js';\nexport const seeded = shape;\n",
  'ui/ok.ts': "import { shape } from '../contracts/shape.js';\nexport const view = shape;\n",
  // An evaluation speaks to the system over HTTP: it names the API's shapes (type-only imports) and nothing more.
  'tests/eval/probe/suite.ts': "import { judged } from './expect.js';\nexport const suite = [judged];\n",
  'tests/eval/probe/expect.ts': "import type { Shape } from '../../../contracts/shape.js';\nexport const judged = (s: Shape) => s;\n",

  // One breach per rule.
  'server/gamma/one.ts': "import { two } from './two.js';\nexport const one = () => two;\n",
  'server/gamma/two.ts': "import { one } from './one.js';\nexport const two = () => one;\n",
  'contracts/leaky.ts': "import { rows } from '../server/db/rows.js';\nexport const leaky = rows;\n",
  'server/db/knows-an-area.ts': "import { own } from '../alpha/own.js';\nexport const knows = own;\n",
  'server/alpha/reaches-root.ts': "import { app } from '../app.js';\nexport const reaches = app;\n",
  'server/alpha/reaches-inside.ts': "import { internal } from '../beta/internal.js';\nexport const inside = internal;\n",
  'server/alpha/sub/reaches-inside.ts': "import { internal } from '../../beta/internal.js';\nexport const subInside = internal;\n",
  'jobs/reaches-inside.ts': "import { internal } from '../server/beta/internal.js';\nexport const jobInside = internal;\n",
  'seed/not-data.ts': "import { now } from '../server/clock.js';\nexport const notData = now;\n",
  'seed/reads-files.ts': "import { readFileSync } from 'node:fs';\nexport const readsFiles = readFileSync;\n",
  'ui/sees-server.ts': "import { now } from '../server/clock.js';\nexport const seesServer = now;\n",
  'tests/eval/probe/leaky-judge.ts': "import { now } from '../../../server/clock.js';\nexport const leakyJudge = now;\n",
  'tests/eval/probe/in-process-driver.ts': "import { app } from '../../../server/app.js';\nexport const driver = app;\n",
  'tests/eval/probe/runs-a-contract.ts': "import { shape } from '../../../contracts/shape.js';\nexport const parsed = shape;\n",
  'tests/api/probe-eval.test.ts': "import { now } from '../../server/clock.js';\nexport const gate = now;\n",
};

const breaches = [
  'no-circular: server/gamma/one.ts → server/gamma/two.ts',
  'contracts-import-only-zod: contracts/leaky.ts → server/db/rows.ts',
  'infrastructure-imports-no-area: server/db/knows-an-area.ts → server/alpha/own.ts',
  'areas-do-not-import-the-root: server/alpha/reaches-root.ts → server/app.ts',
  'areas-meet-through-index: server/alpha/reaches-inside.ts → server/beta/internal.ts',
  'areas-meet-through-index: server/alpha/sub/reaches-inside.ts → server/beta/internal.ts',
  'jobs-use-areas-through-index: jobs/reaches-inside.ts → server/beta/internal.ts',
  'seed-is-data-only: seed/not-data.ts → server/clock.ts',
  'seed-uses-no-node-builtins: seed/reads-files.ts → fs',
  'ui-imports-contracts-only: ui/sees-server.ts → server/clock.ts',
  'evaluations-import-no-production-code: tests/eval/probe/leaky-judge.ts → server/clock.ts',
  'evaluations-import-no-production-code: tests/eval/probe/in-process-driver.ts → server/app.ts',
  'evaluations-import-no-production-code: tests/api/probe-eval.test.ts → server/clock.ts',
  'evaluations-use-contract-types-only: tests/eval/probe/runs-a-contract.ts → contracts/shape.ts',
];

let dir: string;
let reported: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'house-rules-'));
  for (const [file, text] of Object.entries(project)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
  // The fixture lives outside the project: zod gets a stand-in package to resolve to.
  mkdirSync(join(dir, 'node_modules/zod'), { recursive: true });
  writeFileSync(join(dir, 'node_modules/zod/package.json'), JSON.stringify({ name: 'zod', type: 'module', exports: { '.': './index.js' } }));
  writeFileSync(join(dir, 'node_modules/zod/index.js'), 'export const z = {};\n');

  const result = await cruise(['server', 'jobs', 'contracts', 'ui', 'seed', 'tests/eval', 'tests/api'], {
    ...config.options,
    baseDir: dir,
    tsConfig: { fileName: join(dir, 'tsconfig.json') },
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const output = result.output as ICruiseResult;
  reported = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}, 20_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the house rules of npm run lint', () => {
  it('each rule reports its planted breach, and the imports that keep the rules pass', () => {
    expect([...reported].sort()).toEqual([...breaches].sort());
  });

  it('every configured rule has a planted breach here', () => {
    const ruleNames = (config.forbidden ?? []).map((rule) => rule.name);
    expect(ruleNames.length).toBeGreaterThanOrEqual(8);
    for (const name of ruleNames) expect(breaches.some((b) => b.startsWith(`${name}: `)), name).toBe(true);
  });
});
