import { eq } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { imapClient } from '../imap-client.js';
import type { AppContext } from '../../context.js';
import { mailboxes } from '../../db/schema/index.js';
import { explainMailError } from '../check.js';
import { imapSettingsOf, type MailboxRow } from '../credentials.js';
import { MAX_SOURCE_BYTES, readInbound } from './classify.js';
import { concernsUs } from './match.js';
import { processInbound, saveCursor } from './process.js';
import { markMailboxFailing } from '../mailbox.js';

/**
 * The reply watchers of a process that runs jobs: one IMAP connection per mailbox that reads
 * replies (IMAP settings saved, status ok). Each selects the INBOX read-only and waits in IDLE
 * (imapflow enters it whenever the connection is quiet; a server without IDLE is polled with
 * NOOP), and also checks every `pollMs` whatever IDLE said. A check reads what arrived after the
 * saved cursor (mailboxes.imap_uid_validity / imap_last_uid): first only a few header fields of
 * each new message; only a message that may concern us (an answer to one of our Message-IDs,
 * mail from a contact the rep wrote to, a bounce) is fetched — at most MAX_SOURCE_BYTES of it —
 * parsed, matched and processed (./process.ts). The rest of the rep's mail is never downloaded.
 *
 * A new mailbox, or a changed UIDVALIDITY, starts from the mailbox's UIDNEXT: old mail is not
 * imported. Network trouble (unreachable, TLS mismatch, a server that answers nonsense) is retried
 * with back-off; a refused password marks the mailbox failing, pauses the owner's sequences and
 * ends that watcher until the password is saved again (saving refreshes the watchers).
 */

export type ReplyWatcherOptions = {
  /** How often a connected watcher checks even without an IDLE notice (default 60 s). */
  pollMs?: number;
  /** How often the mailboxes table is read again for mailboxes saved by another process (default 60 s). */
  tableRefreshMs?: number;
  /** Quiet time before IDLE starts after a command (default 250 ms). */
  idleDelayMs?: number;
  /** IDLE is broken and restarted this often (servers drop an IDLE after ~30 min; default 10 min). */
  maxIdleMs?: number;
  /** Reconnect back-off: first delay and cap (default 1 s → 5 min, doubling). */
  backoffMs?: { first: number; max: number };
  /** Connection, greeting and socket time-outs (default MAIL_TIMEOUT_MS). */
  timeoutMs?: number;
};


/** Header fields a first look needs: threading, sender, and what tells automatic mail apart. */
const HEADER_FIELDS = ['from', 'subject', 'message-id', 'in-reply-to', 'references', 'content-type', 'auto-submitted', 'x-failed-recipients', 'return-path', 'precedence'];
/** New messages looked at per round (a round repeats until everything new was read). */
const BATCH = 100;
/** A message whose processing failed this often is skipped (logged), so one bad message cannot stall the mailbox. */
const MAX_ATTEMPTS = 3;
/** Login refusals that say "try later", not "wrong password" (RFC 5530). */
const TRANSIENT_AUTH = new Set(['UNAVAILABLE', 'INUSE', 'LIMIT', 'SERVERBUG']);

export const eligible = (row: MailboxRow) => row.status === 'ok' && Boolean(row.imapHost && row.imapPort && row.imapSecurity && row.imapUser && row.imapPassword);
/** What makes a watcher's connection: a change of any of these starts it again. */
export const settingsKey = (row: MailboxRow) => [row.imapHost, row.imapPort, row.imapSecurity, row.imapUser, row.imapPassword, row.status].join('\u0000');

type ImapError = Error & { authenticationFailed?: boolean; serverResponseCode?: string };
const isPasswordRefused = (err: unknown) => {
  const e = err as ImapError;
  return Boolean(e?.authenticationFailed) && !TRANSIENT_AUTH.has(String(e.serverResponseCode ?? '').toUpperCase());
};

/** One mailbox's watcher: its IMAP connection, IDLE, checks and back-off. */
export class MailboxWatcher {
  readonly key: string;
  private client: ImapFlow | undefined;
  private stopped = false;
  /** Ended on its own (password refused, mailbox gone): the next refresh forgets it. */
  ended = false;
  failures = 0;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private checking: Promise<void> | null = null;
  private again = false;
  private connectedWaiters: Array<() => void> = [];
  private attempts = new Map<number, number>();
  private cursor: { validity: string; lastUid: number } | null = null;
  private lastError: unknown;

  constructor(
    private readonly app: AppContext,
    private row: MailboxRow,
    private readonly opts: Required<ReplyWatcherOptions>,
    private readonly onEnded: (w: MailboxWatcher) => void,
  ) {
    this.key = settingsKey(row);
  }

  get id() {
    return this.row.id;
  }

  get connected(): boolean {
    return Boolean(this.client?.usable && this.cursor);
  }

  start(): void {
    this.loop = this.run().finally(() => {
      if (this.ended) this.onEnded(this);
    });
  }

  private log(level: 'info' | 'warn' | 'debug', obj: Record<string, unknown>, msg: string) {
    this.app.log[level]({ mailboxId: this.row.id, imapHost: this.row.imapHost, ...obj }, msg);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.session();
      } catch (err) {
        if (this.stopped) break;
        if (isPasswordRefused(err)) {
          this.log('warn', {}, 'the IMAP server refused the mailbox password: marking it failing');
          this.ended = true;
          this.stopped = true;
          await markMailboxFailing(this.app, this.row, 'imap').catch((e: unknown) => this.log('warn', { err: e }, 'could not mark the mailbox failing'));
          break;
        }
        this.failures += 1;
        const why = explainMailError('IMAP', this.row.imapHost ?? '', err);
        this.log(this.failures > 3 ? 'warn' : 'info', { kind: why.kind, reason: why.message, failures: this.failures }, 'reply watcher disconnected; reconnecting');
      } finally {
        this.cursor = null;
        this.client = undefined;
      }
      if (this.stopped) break;
      const delay = Math.min(this.opts.backoffMs.max, this.opts.backoffMs.first * 2 ** Math.max(0, this.failures - 1));
      // ±20 % so many mailboxes of one provider do not all reconnect in the same second.
      await this.sleep(delay * (0.8 + Math.random() * 0.4));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** One connection's life: connect, open the INBOX, catch up, then check on every IDLE notice and poll until it closes. */
  private async session(): Promise<void> {
    const [fresh] = await this.app.db.select().from(mailboxes).where(eq(mailboxes.id, this.row.id));
    if (!fresh || !eligible(fresh) || settingsKey(fresh) !== this.key) {
      // Gone, failing or changed: the manager's refresh starts what is wanted now.
      this.ended = true;
      this.stopped = true;
      return;
    }
    this.row = fresh;
    let s: ReturnType<typeof imapSettingsOf>;
    try {
      s = imapSettingsOf(this.app, fresh);
    } catch (err) {
      // A password sealed under another ENCRYPTION_KEY: only saving it again helps.
      this.log('warn', { err }, 'could not open the saved IMAP password; replies are not read until it is saved again');
      s = null;
    }
    if (!s) {
      this.ended = true;
      this.stopped = true;
      return;
    }
    const client = imapClient(s, {
      connectionTimeout: this.opts.timeoutMs,
      greetingTimeout: this.opts.timeoutMs,
      // Longer than an IDLE round (imapflow keeps the socket alive with NOOPs meanwhile).
      socketTimeout: Math.max(5 * 60_000, this.opts.maxIdleMs + 60_000),
      autoIdleDelay: this.opts.idleDelayMs,
      maxIdleTime: this.opts.maxIdleMs,
      missingIdleCommand: 'NOOP',
      // Nothing we ask for is bigger than MAX_SOURCE_BYTES: a server sending more is not believed.
      maxLiteralSize: 4 * MAX_SOURCE_BYTES,
      maxResponseSize: 64 * MAX_SOURCE_BYTES,
    });
    this.client = client;
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.on('error', (err: unknown) => {
      this.lastError = err;
    });
    if (this.stopped) return;
    await client.connect();
    if (this.stopped) {
      client.close();
      return;
    }
    await client.mailboxOpen('INBOX', { readOnly: true });
    this.failures = 0;
    this.attempts.clear();
    await this.startCursor(client);
    client.on('exists', () => void this.requestCheck());
    const poll = setInterval(() => void this.requestCheck(), this.opts.pollMs);
    poll.unref();
    for (const resolve of this.connectedWaiters.splice(0)) resolve();
    this.log('debug', {}, 'reply watcher connected');
    try {
      await this.requestCheck();
      await closed;
    } finally {
      clearInterval(poll);
    }
    if (!this.stopped) throw this.lastError ?? Object.assign(new Error('The IMAP server closed the connection'), { code: 'ECONNRESET' });
  }

  /** The saved cursor when it is this mailbox's UIDVALIDITY; else (new mailbox, reset) from UIDNEXT on. */
  private async startCursor(client: ImapFlow): Promise<void> {
    const box = client.mailbox;
    if (!box) throw new Error('INBOX is not open');
    const validity = String(box.uidValidity);
    if (this.row.imapUidValidity === validity) {
      this.cursor = { validity, lastUid: this.row.imapLastUid };
      return;
    }
    const lastUid = Math.max(0, Number(box.uidNext) - 1);
    if (this.row.imapUidValidity) this.log('info', { was: this.row.imapUidValidity, now: validity }, 'UIDVALIDITY changed: reading from the mailbox’s next UID on');
    this.cursor = { validity, lastUid };
    await saveCursor(this.app, this.row, validity, lastUid);
    this.row = { ...this.row, imapUidValidity: validity, imapLastUid: lastUid };
  }

  /** Checks now, or once more right after the check running now (never two at a time on one connection). */
  requestCheck(): Promise<void> {
    if (this.checking) {
      this.again = true;
      return this.checking;
    }
    this.checking = (async () => {
      try {
        do {
          this.again = false;
          await this.checkOnce();
        } while (this.again && !this.stopped);
      } catch (err) {
        if (!this.stopped) this.log('info', { err }, 'reply check failed (the next notice or poll retries)');
      }
    })().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Waits until connected (or the time-out), then checks. */
  async checkNow(timeoutMs: number): Promise<void> {
    if (!this.connected) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        this.connectedWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (this.connected) await this.requestCheck();
  }

  private async checkOnce(): Promise<void> {
    const client = this.client;
    const cursor = this.cursor;
    if (!client?.usable || !cursor || this.stopped) return;
    const found = await client.search({ uid: `${cursor.lastUid + 1}:*` }, { uid: true });
    // "n:*" also answers the newest message when nothing is above n.
    const uids = (found || []).filter((u) => u > cursor.lastUid).sort((a, b) => a - b);
    if (!uids.length) return;
    const batch = uids.slice(0, BATCH);
    if (uids.length > BATCH) this.again = true;
    const heads = await client.fetchAll(batch.join(','), { uid: true, size: true, headers: HEADER_FIELDS }, { uid: true });
    heads.sort((a, b) => a.uid - b.uid);
    const saved = cursor.lastUid;
    try {
      for (const head of heads) {
        if (this.stopped) return;
        const done = await this.handle(client, cursor.validity, head.uid, head.headers, head.size ?? 0);
        if (!done) return; // retried from here at the next notice or poll
        cursor.lastUid = head.uid;
      }
      // Whatever the header fetch did not return (expunged meanwhile) is past too.
      cursor.lastUid = Math.max(cursor.lastUid, batch[batch.length - 1]);
    } finally {
      // Saved once per round: a crash before it reads the round again, and storing is idempotent.
      if (cursor.lastUid > saved) await saveCursor(this.app, this.row, cursor.validity, cursor.lastUid);
    }
  }

  /** Reads one message; false when it should be tried again later. */
  private async handle(client: ImapFlow, validity: string, uid: number, headers: Buffer | undefined, size: number): Promise<boolean> {
    try {
      const head = await readInbound(headers ?? Buffer.alloc(0));
      if (!(await concernsUs(this.app.db, this.row, head))) return true;
      const full = await client.fetchOne(String(uid), { uid: true, source: { maxLength: MAX_SOURCE_BYTES } }, { uid: true });
      if (!full || !full.source) return true; // expunged meanwhile
      const message = await readInbound(full.source);
      message.truncated = message.truncated || size > MAX_SOURCE_BYTES;
      const result = await processInbound(this.app, this.row, message, `imap-${validity}-${uid}@${this.row.id}`);
      this.log('debug', { uid, ...result }, 'read a message');
      return true;
    } catch (err) {
      if (!client.usable || this.stopped) throw err;
      const tries = (this.attempts.get(uid) ?? 0) + 1;
      this.attempts.set(uid, tries);
      if (tries >= MAX_ATTEMPTS) {
        this.log('warn', { err, uid }, 'a message could not be processed; skipped');
        this.attempts.delete(uid);
        return true;
      }
      this.log('info', { err, uid, tries }, 'a message could not be processed; will retry');
      return false;
    }
  }

  /** Closes the connection at once (no LOGOUT round trip) and waits for the loop and any check to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    for (const resolve of this.connectedWaiters.splice(0)) resolve();
    const client = this.client;
    if (client) {
      try {
        client.close();
      } catch {
        // already closed
      }
    }
    const settle = Promise.all([this.loop, this.checking]).then(() => undefined);
    await Promise.race([settle, new Promise((r) => setTimeout(r, 5_000).unref())]);
  }
}
