// `npm run lint`'s house rules (.dependency-cruiser.cjs) through dependency-cruiser's API. Its CLI
// refuses to start on a Node.js older than 22 ("Your node version … is not supported"), while the
// API runs on the Node 20 many machines still have; the rules and the files checked are the CLI's.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOTS = ['server', 'jobs', 'contracts', 'ui', 'seed', 'tests/eval', 'tests/api/assistant-eval.test.ts', 'tests/api/fresh-eval.test.ts'];
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const result = await cruise(
  ROOTS,
  { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden }, outputType: 'err' },
  {},
  { tsConfig: extractTSConfig(config.options.tsConfig.fileName) },
);
process.stdout.write(String(result.output));
process.exitCode = result.exitCode;
