import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../server/auth/cookies.js';

/** Issue 12 item 2: one bad request must not take the process down. */
describe('issue 12 item 2: process guards and cookie parsing', () => {
  it('reads malformed cookies without throwing', () => {
    expect(readCookie('ss_access=%', 'ss_access')).toBe('%');
    expect(readCookie('a=1; ss_access=%E0%A4%A', 'ss_access')).toBe('%E0%A4%A');
    expect(readCookie('ss_access=a%20b', 'ss_access')).toBe('a b');
    expect(readCookie('other=1', 'ss_access')).toBeUndefined();
  });

  // A real process (the guards are process-wide): an unhandled rejection is logged and the
  // process goes on; an uncaught exception is logged and exits with 1.
  const run = (body: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { installProcessGuards } from './server/process-guards.ts';
         const log = { error: (o, m) => console.log('ERROR', m, String(o.err)), fatal: (o, m) => console.log('FATAL', m, String(o.err)) };
         installProcessGuards(() => log);
         ${body}`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    );

  it('logs an unhandled rejection and keeps running', () => {
    const out = run(`void Promise.reject(new Error('boom')); setTimeout(() => console.log('still alive'), 50);`);
    expect(out.stdout).toContain('ERROR unhandled promise rejection (still serving) Error: boom');
    expect(out.stdout).toContain('still alive');
    expect(out.status).toBe(0);
  });

  it('logs a lost database connection nobody listened for and keeps running', () => {
    const out = run(`import { EventEmitter } from 'node:events';
      const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
      setTimeout(() => new EventEmitter().emit('error', lost), 0);
      setTimeout(() => console.log('still alive'), 100);`);
    expect(out.stdout).toContain('ERROR uncaught database connection loss (still serving) Error: terminating connection due to administrator command');
    expect(out.stdout).toContain('still alive');
    expect(out.status).toBe(0);
  });

  it('logs an uncaught exception and exits with 1', () => {
    const out = run(`setTimeout(() => { throw new Error('kaput'); }, 0); setTimeout(() => console.log('should not run'), 200);`);
    expect(out.stdout).toContain('FATAL uncaught exception: exiting Error: kaput');
    expect(out.stdout).not.toContain('should not run');
    expect(out.status).toBe(1);
  });
});
