import { Suspense, lazy } from 'react';
import { useMailbox } from './useMailbox.js';

const FailingMailboxNotice = lazy(() => import('./FailingMailboxNotice.js').then((m) => ({ default: m.FailingMailboxNotice })));

/**
 * The app frame's warning while the signed-in rep's mailbox is failing (its saved password was
 * refused): sending and their sequences wait until it is saved again. Live from `mailbox.updated`.
 * The notice is downloaded only when shown.
 */
export function MailboxBanner() {
  const { mailbox } = useMailbox();
  if (mailbox?.status !== 'failing') return null;
  return (
    <Suspense fallback={null}>
      <FailingMailboxNotice />
    </Suspense>
  );
}
