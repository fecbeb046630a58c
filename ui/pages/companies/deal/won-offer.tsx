import { Link } from 'wouter';
import { toast } from 'sonner';
import type { EventPayload } from '../../../../contracts/events.js';
import { formatCents } from '../../../../contracts/money.js';
import { userAtom } from '../../../state/auth.js';
import type { EventHandlers, Store } from '../../../state/store.js';

type Offer = EventPayload<'deal.won_offered'>;

/**
 * docs/product.md#deals: a client approved a whole proposal of an open deal. Its owner (only) is
 * offered to mark it won, in each of their tabs; the deal never moves by itself.
 */
export function offerWon(store: Store, offer: Offer): void {
  const me = store.get(userAtom);
  if (!me || !offer.ownerId || offer.ownerId !== me.id) return;
  // One toast per offer, also when a reconnect replays the event.
  const id = `won-offer-${offer.companyId}-${offer.proposalId}`;
  toast.success(`${offer.companyName} approved “${offer.proposalTitle}” (${formatCents(offer.amountCents)})`, {
    id,
    duration: 20_000,
    description: (
      <Link href={`/companies/${offer.companyId}`} onClick={() => toast.dismiss(id)} className="font-medium text-brand-700 underline">
        Open {offer.companyName}
      </Link>
    ),
    // The move's code loads when used: this file loads with the app frame.
    action: { label: 'Mark as won', onClick: () => void import('./move-deal.js').then((m) => m.markWon(store, offer.companyId)) },
  });
}

export const wonOfferEvents: EventHandlers = {
  'deal.won_offered': ({ payload }, store) => offerWon(store, payload),
};
