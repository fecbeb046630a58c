import { readFileSync } from 'node:fs';
import os from 'node:os';

export type Machine = { cpu: string; cores: number; memoryGiB: number; node: string; platform: string; date: string };

/** What the figures were measured on. */
export function machine(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpu = line.slice(line.indexOf(':') + 1).trim();
  } catch {
    // not Linux
  }
  return {
    cpu,
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

export const machineLine = (m: Machine) => `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.date}`;

export function machineMarkdown(m: Machine): string {
  return [
    '| | |',
    '|---|---|',
    `| CPU | ${m.cpu} |`,
    `| cores | ${m.cores} |`,
    `| memory | ${m.memoryGiB} GiB |`,
    `| Node | ${m.node} |`,
    `| OS | ${m.platform} |`,
    `| date | ${m.date} |`,
  ].join('\n');
}
