import { addressLine } from '../../../contracts/order-rules.js';
import { ORDER_STATUS_LABELS, type PublicOrderState } from '../../../contracts/orders.js';
import { LINK_CLOSED_MESSAGE, type PublicProposal } from '../../../contracts/proposal-sharing.js';
import { Card } from '../../components/Card.js';
import { formatIsoDay } from '../orders/order-format.js';

/** What every client page (a proposal, a shared deck) shows once its link is revoked or expired. */
export function LinkUnavailable() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Link unavailable</h1>
      <p className="mt-2 text-sm text-slate-600">{LINK_CLOSED_MESSAGE}</p>
    </main>
  );
}

type ClientBranding = { companyName: string; primaryColor: string };
type ClientRep = { name: string; email: string };

/** The client page's header in the workspace's branding (`logoSrc`: its uploaded logo through the link), with the rep to contact. */
export function BrandedHeader({ branding, logoSrc, rep }: { branding: ClientBranding; logoSrc: string | null; rep: ClientRep }) {
  const accent = branding.primaryColor;
  return (
    <header className="border-b border-slate-200 bg-white" style={{ borderTop: `4px solid ${accent}` }}>
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4">
        <div className="flex items-center gap-3">
          {logoSrc && <img src={logoSrc} alt={`${branding.companyName} logo`} className="h-10 w-auto max-w-40 object-contain" />}
          <span className="text-lg font-semibold" style={{ color: accent }}>
            {branding.companyName}
          </span>
        </div>
        {/* No rep when the author has left the workspace: nobody to name. */}
        {rep.email && (
          <div className="text-right text-xs text-slate-600">
            <div className="font-medium text-slate-900">{rep.name}</div>
            <a href={`mailto:${rep.email}`} className="hover:underline">
              {rep.email}
            </a>
          </div>
        )}
      </div>
    </header>
  );
}

type Delivery = NonNullable<PublicProposal['delivery']>;

/** What the client gave with their approval: where and when to deliver, and their PO number. */
export function DeliverySummary({ delivery }: { delivery: Delivery }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-sm font-semibold text-slate-900">Delivery</h2>
      <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-3" aria-label="Delivery">
        {delivery.shipTo && (
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">Ship to</dt>
            <dd className="break-words text-slate-800">
              {addressLine(delivery.shipTo)}
              {delivery.shipTo.phone && <span className="block text-xs text-slate-500">{delivery.shipTo.phone}</span>}
            </dd>
          </div>
        )}
        {delivery.inHandsDate && (
          <div>
            <dt className="text-xs font-medium text-slate-500">In hands by</dt>
            <dd className="text-slate-800">{formatIsoDay(delivery.inHandsDate)}</dd>
          </div>
        )}
        {delivery.poNumber && (
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">Your PO number</dt>
            <dd className="break-words text-slate-800">{delivery.poNumber}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

/** The order made from the approval: its step ("Order #1042 — Shipped") and each shipment's tracking. */
export function OrderProgress({ order, accent }: { order: PublicOrderState; accent: string }) {
  return (
    <Card className="p-4 sm:p-5" style={{ borderLeft: `4px solid ${accent}` }}>
      <h2 className="text-base font-semibold text-slate-900">
        Order #{order.number} — {ORDER_STATUS_LABELS[order.status]}
      </h2>
      {order.shipments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Tracking shows here once it ships.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-700" aria-label="Shipments">
          {order.shipments.map((s, i) => (
            <li key={i} className="break-words">
              <span className="font-medium text-slate-900">{s.carrier}</span> · Tracking number {s.trackingNumber} · Shipped {formatIsoDay(s.shipDate)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
