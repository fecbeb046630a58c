// `npm start` on an older Node.js says which version to install and exits 1, instead of crashing
// in a dependency ("Segmentation fault") without a word about the version.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MIN_NODE_VERSION, nodeVersionProblem, nodeVersionSupported } from '../../scripts/node-version.mjs';

const OLD_NODE = '/usr/bin/node';
const oldNodeVersion = existsSync(OLD_NODE) ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : '';

describe('the Node.js version check', () => {
  it('asks for what package.json engines asks for', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_VERSION}`);
  });

  it('accepts 22.12 and newer, refuses older', () => {
    for (const v of ['22.12.0', '22.12.1', '22.20.0', '23.0.0', '24.1.0', 'v22.12.0']) expect(nodeVersionSupported(v), v).toBe(true);
    for (const v of ['20.19.1', '22.11.9', '22.3.0', '18.20.4', '21.99.99']) expect(nodeVersionSupported(v), v).toBe(false);
  });

  it('tells an older Node what to install', () => {
    expect(nodeVersionProblem('22.12.0')).toBeNull();
    const message = nodeVersionProblem('20.19.1');
    expect(message).toContain('SwagScout needs Node.js 22.12 or newer (found 20.19.1)');
    expect(message).toContain('Install Node 22 LTS: https://nodejs.org/');
  });

  it.runIf(/^(1\d|20|21)\./.test(oldNodeVersion))('npm start on the machine’s old Node prints the message and exits 1', () => {
    const run = spawnSync(OLD_NODE, ['scripts/start.mjs'], { encoding: 'utf8', timeout: 20_000 });
    expect(run.stderr).toContain(`SwagScout needs Node.js 22.12 or newer (found ${oldNodeVersion})`);
    expect(run.stderr).toContain('https://nodejs.org/');
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('building');
  });
});
