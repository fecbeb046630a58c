import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connect.js';
import { sequenceEnrollments } from '../../db/schema/index.js';
import type { Publish } from '../../events/outbox.js';
import type { OutboundRow } from '../presenter.js';
import { pauseOne, stopOne } from './control.js';

export type EmailOutcome = 'sent' | 'bounced' | 'suppressed' | 'failed' | 'no_mailbox';

/**
 * What a sequence email's fate does to its enrolment: a refused address (bounce) or one on the
 * do-not-email list stops it; a failure the rep must look at pauses it. A sent email changes
 * nothing: the next step was scheduled when this one ran.
 */
export async function afterEmailOutcome(app: AppContext, tx: Tx, publish: Publish, email: OutboundRow, outcome: EmailOutcome): Promise<void> {
  if (!email.enrollmentId || outcome === 'sent') return;
  const [row] = await tx
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.id, email.enrollmentId), eq(sequenceEnrollments.workspaceId, email.workspaceId)))
    .for('update');
  if (!row || (row.status !== 'active' && row.status !== 'paused')) return;
  if (outcome === 'bounced' || outcome === 'suppressed') await stopOne(tx, publish, row, outcome);
  else if (row.status === 'active') await pauseOne(tx, publish, row, outcome === 'no_mailbox' ? 'mailbox_failing' : null);
}
