import type { WaitlistRequest } from '../../contracts/auth.js';
import type { AppContext } from '../context.js';
import { waitlist } from '../db/schema/index.js';

/** Joining twice is fine: the second sign-up is a no-op, so the form never reveals who signed up. */
export async function joinWaitlist(app: AppContext, input: WaitlistRequest): Promise<void> {
  await app.db
    .insert(waitlist)
    .values({ email: input.email, name: input.name || null, company: input.company || null })
    .onConflictDoNothing();
}
