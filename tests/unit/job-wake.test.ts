import { describe, expect, it } from 'vitest';
import { worthWaking } from '../../jobs/client.js';

const NOW = Date.parse('2026-12-03T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('which queued jobs wake the workers (jobs/client.ts)', () => {
  it('one NOTIFY per job name, for the first one due', () => {
    const jobs = [
      { id: 'a1', name: 'email.send', next_run_at: at(500) },
      { id: 'a2', name: 'email.send', next_run_at: at(0) },
      { id: 'a3', name: 'email.send', next_run_at: null }, // due now too: the first of the two stays
      { id: 'b1', name: 'company.enrich', next_run_at: at(100) },
    ];
    expect(worthWaking(jobs, NOW).map((j) => j.id)).toEqual(['a2', 'b1']);
  });

  it('none for a job due after the next poll: the poll finds it', () => {
    const jobs = [
      { id: 'later', name: 'sequence.step', next_run_at: at(60_000) },
      { id: 'soon', name: 'sequence.step', next_run_at: at(1_500) },
      { id: 'tomorrow', name: 'chat.reply', next_run_at: at(86_400_000) },
    ];
    expect(worthWaking(jobs, NOW).map((j) => j.id)).toEqual(['soon']);
    expect(worthWaking([], NOW)).toEqual([]);
  });
});
