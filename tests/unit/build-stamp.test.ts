// `npm start` rebuilds exactly when dist/ is not a finished build of the current sources
// (scripts/build-stamp.mjs), on a real directory tree.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENTRY, SOURCES, STAMP, buildIsCurrent, hasBuilt } from '../../scripts/build-stamp.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Writes `files` under a new temporary root, each dated `at` (seconds since the epoch). */
function tree(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  roots.push(root);
  for (const [path, at] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), at, at);
  }
  return root;
}

// An hour ahead, so the folders the test creates (dated now) are older than every file.
const T = Math.floor(Date.now() / 1000) + 3600;
/** A checkout whose sources date from T and whose build finished at `builtAt`. */
const checkout = (builtAt: number, extra: Record<string, number> = {}) =>
  tree({ 'server/app.ts': T, 'ui/main.tsx': T, 'package.json': T, [ENTRY]: builtAt, [STAMP]: builtAt, ...extra });

describe('build staleness', () => {
  it('a fresh clone (no dist) is built', () => {
    const root = tree({ 'server/app.ts': T, 'package.json': T });
    expect(hasBuilt(root)).toBe(false);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('a build newer than every source is current', () => {
    expect(buildIsCurrent(checkout(T + 10))).toBe(true);
  });

  it('a source changed after the build, however deep, means a rebuild', () => {
    const root = checkout(T + 10, { 'server/auth/deep/file.ts': T + 20 });
    expect(hasBuilt(root)).toBe(true);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('so does a change to how the build is made', () => {
    expect(SOURCES).toContain('scripts/build.mjs');
    expect(buildIsCurrent(checkout(T + 10, { 'scripts/build.mjs': T + 20 }))).toBe(false);
  });

  it('an interrupted build (entry written, no stamp) is rebuilt', () => {
    const root = checkout(T + 10);
    rmSync(join(root, STAMP));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('a production artefact (dist without sources) is current', () => {
    expect(buildIsCurrent(tree({ [ENTRY]: T, [STAMP]: T, 'package.json': T + 50 }))).toBe(true);
  });
});
