import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const HEADER = `# Benchmarks

Figures from \`npm run bench\` (\`bench/run.ts\`). They are measurements, not pass/fail tests: each
section says what was measured, on which machine, and how it compares with its target. Re-run a
single benchmark with \`npm run bench -- <name>\`; only its section is replaced.
`;

/** Replaces (or appends) the `<!-- bench:name -->` … `<!-- /bench:name -->` section of the file. */
export function writeSection(file: string, name: string, markdown: string): void {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const block = `${open}\n${markdown.trim()}\n${close}`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start >= 0 && end > start) text = text.slice(0, start) + block + text.slice(end + close.length);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}
