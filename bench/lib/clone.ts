import { spawnSync } from 'node:child_process';
import { realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Runs git; its trimmed output, or an error with git's message. */
export const git = (args: string[], cwd?: string) => {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};

/** A clone of `root` at `ref` in `dir`, with root's node_modules linked (what `npm install` would have put there). */
export function cloneWithModules(root: string, ref: string, dir: string): void {
  git(['clone', '-q', root, dir]);
  git(['checkout', '-q', ref], dir);
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
}
