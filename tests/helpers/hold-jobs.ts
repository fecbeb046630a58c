import type { RunningServer } from '../../server/app.js';
import type { JobRow } from '../../server/jobs/row.js';

/**
 * Keeps new jobs of one kind from running (they are inserted disabled, by a trigger on the real
 * job table), so a test can look at them while queued. `release` lets them run.
 */
export async function holdJobs(server: RunningServer, name: string): Promise<{ release(): Promise<void> }> {
  const pool = server.app.database.pool;
  const fn = `hold_${name.replace(/[^a-z]/g, '_')}`;
  await pool.query(`create or replace function ${fn}() returns trigger as $$
    begin if new.name = '${name}' then new.disabled := true; end if; return new; end $$ language plpgsql`);
  await pool.query(`create trigger ${fn} before insert on agenda_jobs for each row execute function ${fn}()`);
  return {
    async release() {
      await pool.query(`drop trigger if exists ${fn} on agenda_jobs`);
      const { rows } = await pool.query<JobRow>('update agenda_jobs set disabled = false where name = $1 and disabled returning id, name, next_run_at', [name]);
      // Due now: tell the workers, as the server does for a job it queues, rather than wait for their next poll.
      server.jobs.wake(rows);
    },
  };
}
