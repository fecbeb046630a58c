/* global module */
// The house rules (docs/architecture — issue 18), checked by `npm run lint`. No exceptions.
// Layers: contracts (zod only) → infrastructure → areas → jobs → the composition root, which alone
// wires areas, jobs/ and seed/ together. ui/ sees contracts only.
// An area is a top-level folder of server/ that is neither infrastructure nor the root (companies,
// team, proposals, ...; its sub-folders are part of it). An area imports contracts, infrastructure
// and its own files; another area, and a job any area, only through that area's index.ts — named
// re-exports of exactly what others use. Areas depend one way (no import circles, index.ts included).
// tests/unit/house-rules.test.ts plants a breach of each rule to prove it still reports one.
const INFRA =
  '^server/(db|events|realtime|http|jobs|auth|ops|ports|llm)/|^server/(clock|config|context|process-guards|regexp|seeded-random|threads)\\.ts$';
const ROOT = '^server/(main|app|areas|seed-on-start)\\.ts$|^server/composition/';

/** The evaluations and the tests that gate npm test on them. */
const EVALUATIONS = '^tests/(eval/|api/[^/]+-eval\\.test\\.ts$)';

module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'No import circles, type-only imports included.', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-import-only-zod',
      comment: 'contracts/ ships to the browser: it imports itself and zod, nothing else.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { pathNot: ['^contracts/', '^node_modules/zod/'] },
    },
    {
      name: 'infrastructure-imports-no-area',
      comment: 'db, events, realtime, http, jobs (the port), auth, ops and the root support files know no area; the composition root hands them what they need.',
      severity: 'error',
      from: { path: INFRA },
      to: { path: '^(server|jobs|seed)/', pathNot: [INFRA] },
    },
    {
      name: 'areas-do-not-import-the-root',
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: [ROOT] },
      to: { path: `${ROOT}|^(jobs|seed)/` },
    },
    {
      name: 'areas-meet-through-index',
      comment: "An area imports contracts, infrastructure and its own files; another area only through that area's index.ts.",
      severity: 'error',
      from: { path: '^server/([^/]+)/', pathNot: [INFRA, ROOT] },
      to: { path: '^server/[^/]+/', pathNot: ['^server/$1/', INFRA, ROOT, '^server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'jobs-use-areas-through-index',
      comment: "A job (jobs/, one defineJob per file) uses infrastructure and areas' index.ts files, no area's internals.",
      severity: 'error',
      from: { path: '^jobs/' },
      to: { path: '^server/[^/]+/', pathNot: [INFRA, '^server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'seed-is-data-only',
      comment: 'seed/ generators import contracts and packages only.',
      severity: 'error',
      from: { path: '^seed/' },
      to: { path: '^(server|jobs|ui)/' },
    },
    {
      name: 'seed-uses-no-node-builtins',
      comment: 'seed/ is data: no files, processes or network (node: modules), so it runs anywhere the same way.',
      severity: 'error',
      from: { path: '^seed/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'evaluations-import-no-production-code',
      comment:
        'An evaluation (tests/eval/ and its gates in npm test) starts the product as a process of its own and speaks to it over HTTP (tests/eval/server.ts): it imports nothing of server/, jobs/ or seed/, not even its drivers.',
      severity: 'error',
      from: { path: EVALUATIONS },
      to: { path: '^(server|jobs|seed|scripts)/' },
    },
    {
      name: 'evaluations-use-contract-types-only',
      comment: 'The shapes of the API may be named (type-only imports, erased when run); no contract code runs in a judge.',
      severity: 'error',
      from: { path: EVALUATIONS },
      to: { path: '^contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-imports-contracts-only',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(server|jobs|seed)/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|^server/db/migrations/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
