import type { AppContext } from '../context.js';

/** What the mail area needs of the reply watchers a process runs (server/mail/replies/watchers.ts). */
export type ReplyWatcherControl = { refresh(mailboxId?: string): Promise<void> };

const running = new WeakMap<object, ReplyWatcherControl>();

/** The composition root registers the watchers of a process that reads replies (the worker role). */
export const registerReplyWatchers = (app: AppContext, control: ReplyWatcherControl | null): void => {
  if (control) running.set(app, control);
  else running.delete(app);
};

/**
 * After a mailbox is connected, changed or removed: this process's watchers re-read the
 * mailboxes (a web-only process has none; the worker's own poll of the table picks it up).
 */
export async function refreshReplyWatchers(app: AppContext, mailboxId?: string): Promise<void> {
  await running
    .get(app)
    ?.refresh(mailboxId)
    .catch((err: unknown) => app.log.warn({ err }, 'could not refresh the reply watchers'));
}
