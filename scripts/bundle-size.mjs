// How much JavaScript the UI's first screens download: builds the UI in memory (nothing written to
// dist/), then sums the gzip size of the chunks each screen loads before it can show — the entry,
// what index.html modulepreloads, and the page's own chunks — and lists the modules that weigh most.
//
//   npm run bundle:size            # landing page (signed out) and dashboard, top 15 modules each
//   npm run bundle:size -- --top 40
//
// A screen is named by the source files it renders first; its chunks are the ones holding those
// files, plus every chunk they import statically (dynamic imports load later, on demand).
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import { build } from 'vite';

const SCREENS = {
  'landing page (/ signed out)': ['ui/pages/landing/LandingPage.tsx'],
  'dashboard (/ signed in)': ['ui/pages/dashboard/DashboardPage.tsx', 'ui/components/AppLayout.tsx', 'ui/state/LiveSync.tsx'],
};
const LIMIT_GZIP = 150 * 1024;
const topArg = process.argv.indexOf('--top');
const TOP = topArg > 0 ? Number(process.argv[topArg + 1]) : 15;

const result = await build({ logLevel: 'silent', build: { write: false, sourcemap: false, reportCompressedSize: false } });
const output = (Array.isArray(result) ? result[0] : result).output;
const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
const gz = new Map([...chunks].map(([name, c]) => [name, gzipSync(c.code, { level: 9 }).length]));
const html = output.find((o) => o.fileName === 'index.html');
const htmlJs = [...String(html.source).matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);

const closure = (names) => {
  const seen = new Set();
  const visit = (n) => {
    if (seen.has(n) || !chunks.has(n)) return;
    seen.add(n);
    for (const i of chunks.get(n).imports) visit(i);
  };
  names.forEach(visit);
  return seen;
};
const chunkOf = (file) => [...chunks.values()].find((c) => Object.keys(c.modules).some((id) => nameOf(id) === file));
// node_modules may be a symlink (worktrees): a package is named by what follows its last node_modules/.
const nameOf = (id) => {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const i = clean.lastIndexOf('node_modules/');
  return i >= 0 ? `~${clean.slice(i + 'node_modules/'.length)}` : relative(process.cwd(), clean);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const initial = closure(htmlJs);
let failed = false;
for (const [screen, files] of Object.entries(SCREENS)) {
  const own = files.map((f) => chunkOf(f));
  if (own.some((c) => !c)) throw new Error(`${screen}: a file is in no chunk (${files.join(', ')})`);
  const loaded = closure([...initial, ...own.map((c) => c.fileName)]);
  const total = [...loaded].reduce((s, n) => s + gz.get(n), 0);
  failed ||= total > LIMIT_GZIP;
  console.log(`\n${screen}: ${kb(total)} gzip in ${loaded.size} chunks (limit ${kb(LIMIT_GZIP)})${total > LIMIT_GZIP ? '  OVER' : ''}`);
  for (const n of [...loaded].sort((a, b) => gz.get(b) - gz.get(a))) console.log(`  ${kb(gz.get(n)).padStart(9)}  ${n}`);
  // Modules by rendered (minified) size; gzip shares each chunk's ratio out in proportion.
  const mods = [];
  for (const n of loaded) {
    const c = chunks.get(n);
    // renderedLength is measured before minification: share the chunk's gzip size out in proportion.
    const rendered = Object.values(c.modules).reduce((s, m) => s + m.renderedLength, 0);
    const ratio = gz.get(n) / Math.max(1, rendered);
    for (const [id, m] of Object.entries(c.modules)) mods.push([nameOf(id), m.renderedLength * ratio]);
  }
  const byPackage = new Map();
  for (const [id, size] of mods) {
    const key = id.startsWith('~') ? id.slice(1).split('/').slice(0, id.startsWith('~@') ? 2 : 1).join('/') : id.split('/').slice(0, 2).join('/');
    byPackage.set(key, (byPackage.get(key) ?? 0) + size);
  }
  console.log(`  heaviest packages / folders (≈gzip):`);
  for (const [k, s] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${kb(s).padStart(9)}  ${k}`);
}
console.log(`\nindex.html loads: ${htmlJs.join(', ')}`);
process.exit(failed ? 1 : 0);
