import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
};

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

/**
 * Runs autocannon in its own process (so the load generator does not share the server's event
 * loop) and returns its JSON summary.
 */
export function load(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const args = [autocannonCli, '-c', String(opts.connections), '-d', String(opts.seconds), '-j', '-n'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 200)} ${err.slice(0, 200)}`));
      }
    });
  });
}
