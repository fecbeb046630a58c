import { eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { mailboxes } from '../../db/schema/index.js';
import { MAIL_TIMEOUT_MS } from '../credentials.js';
import { eligible, MailboxWatcher, settingsKey, type ReplyWatcherOptions } from './watcher.js';

export type { ReplyWatcherOptions };

export type ReplyWatchers = {
  start(): Promise<void>;
  /** Re-reads the mailboxes (one, or all): starts, restarts or ends watchers to match. */
  refresh(mailboxId?: string): Promise<void>;
  stop(): Promise<void>;
  /** Checks one mailbox now (waits for its connection, up to the time-out); false when it is not watched. */
  checkNow(mailboxId: string): Promise<boolean>;
  /** Mailboxes watched now, each with whether it is connected (tests, ops). */
  watched(): Array<{ mailboxId: string; connected: boolean; failures: number }>;
};

/** The reply watchers of this process (see the top of ./watcher.ts). The composition root starts them in processes that run jobs. */
export function createReplyWatchers(app: AppContext, options: ReplyWatcherOptions = {}): ReplyWatchers {
  const opts: Required<ReplyWatcherOptions> = {
    pollMs: options.pollMs ?? 60_000,
    tableRefreshMs: options.tableRefreshMs ?? 60_000,
    idleDelayMs: options.idleDelayMs ?? 250,
    maxIdleMs: options.maxIdleMs ?? 10 * 60_000,
    backoffMs: options.backoffMs ?? { first: 1_000, max: 5 * 60_000 },
    timeoutMs: options.timeoutMs ?? MAIL_TIMEOUT_MS,
  };
  const watchers = new Map<string, MailboxWatcher>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // One refresh at a time: two saves in a row must not start two watchers for one mailbox.
  let queue: Promise<void> = Promise.resolve();

  const refreshNow = async (mailboxId?: string) => {
    if (stopped) return;
    const rows = mailboxId
      ? await app.db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId))
      : await app.db.select().from(mailboxes).where(isNotNull(mailboxes.imapHost));
    const wanted = new Map(rows.filter(eligible).map((r) => [r.id, r]));
    const ending: Promise<void>[] = [];
    for (const [id, w] of watchers) {
      if (mailboxId && id !== mailboxId) continue;
      const row = wanted.get(id);
      if (!row || w.ended || settingsKey(row) !== w.key) {
        watchers.delete(id);
        ending.push(w.stop());
      }
    }
    await Promise.all(ending);
    if (stopped) return;
    for (const [id, row] of wanted) {
      if (watchers.has(id)) continue;
      const w = new MailboxWatcher(app, row, opts, (ended) => {
        // Ended on its own (password refused, mailbox gone or changed): forgotten until a refresh wants it again.
        if (watchers.get(ended.id) === ended) watchers.delete(ended.id);
      });
      watchers.set(id, w);
      w.start();
    }
  };

  const refresh = (mailboxId?: string): Promise<void> => {
    const next = queue.then(() => refreshNow(mailboxId));
    queue = next.catch((err: unknown) => app.log.warn({ err }, 'could not read the mailboxes for the reply watchers'));
    return next;
  };

  return {
    async start() {
      stopped = false;
      await refresh();
      timer = setInterval(() => void refresh().catch(() => undefined), opts.tableRefreshMs);
      timer.unref();
    },
    refresh,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await queue;
      const all = [...watchers.values()];
      watchers.clear();
      await Promise.all(all.map((w) => w.stop()));
    },
    async checkNow(mailboxId) {
      let w = watchers.get(mailboxId);
      if (!w || w.ended) {
        await refresh(mailboxId);
        w = watchers.get(mailboxId);
      }
      if (!w) return false;
      await w.checkNow(opts.timeoutMs);
      return true;
    },
    watched: () => [...watchers.values()].map((w) => ({ mailboxId: w.id, connected: w.connected, failures: w.failures })),
  };
}
