import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The browser's first screens (landing page, dashboard, live sync) import these contract modules at
// run time; each must stay free of zod (and so of the schemas), or zod returns to the first
// download (`npm run bundle:size`). Their schema-carrying neighbours re-export them for the server.
const LIGHT = [
  'contracts/domain.ts',
  'contracts/http/route.ts',
  'contracts/http/route-shapes.ts',
  'contracts/role-names.ts',
  'contracts/permissions.ts',
  'contracts/owner.ts',
  'contracts/activity-kinds.ts',
  'contracts/pipeline-stages.ts',
  'contracts/proposal-status.ts',
  'contracts/presentation-summary.ts',
  'contracts/task-rules.ts',
  'contracts/money.ts',
  'contracts/deal-rules.ts',
];

describe('schema-free contract modules', () => {
  it.each(LIGHT)('%s imports nothing but types and other schema-free modules', (file) => {
    const runtimeImports = [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)].map((m) => m[1]);
    for (const spec of runtimeImports) {
      expect(spec, `${file} imports ${spec}`).toMatch(/^\.\.?\//);
      const target = new URL(spec.replace(/\.js$/, '.ts'), new URL(`file:///${file}`)).pathname.slice(1);
      expect(LIGHT, `${file} imports ${target}`).toContain(target);
    }
  });
});
