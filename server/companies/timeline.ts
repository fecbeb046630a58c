import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TimelineEntry } from '../../contracts/company-intel.js';
import { format } from 'date-fns/format';
import { formatCents } from '../../contracts/money.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { activities } from '../db/schema/index.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type Details = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** A company field as the timeline names it (the API's field name otherwise, in words). */
const FIELD_LABELS: Record<string, string> = { companySize: 'company size', linkedinUrl: 'LinkedIn', ownerId: 'owner', logo: 'client logo' };
const fieldLabel = (f: string) => FIELD_LABELS[f] ?? f.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** 'Client logo changed' for the logo alone; 'Edited: name, company size' otherwise. */
function editedText(fields: string[]): string {
  if (fields.length === 1 && fields[0] === 'logo') return 'Client logo changed';
  return `Edited: ${fields.map(fieldLabel).join(', ')}`;
}

/** 'Stage changed from Proposal to Won'; into Lost with the reason (and the note). */
function stageText(d: Details): string {
  const moved = `Stage changed from ${str(d.from)} to ${str(d.to)}`;
  if (!str(d.reason)) return moved;
  return `${moved} — ${str(d.reason)}${str(d.note) ? `: ${str(d.note)}` : ''}`;
}

/** A `YYYY-MM-DD` day as 'Dec 15, 2026'. */
const dayText = (day: string) => format(new Date(`${day}T12:00:00Z`), 'MMM d, yyyy');

/** 'Amount set to $2,150.00, expected close set to Dec 15, 2026'. */
function dealText(d: Details): string {
  const parts: string[] = [];
  if ('amountCents' in d) parts.push(typeof d.amountCents === 'number' ? `Amount set to ${formatCents(d.amountCents)}` : 'Amount back to the proposal’s total');
  if ('closeDate' in d) parts.push(str(d.closeDate) ? `expected close set to ${dayText(str(d.closeDate))}` : 'expected close date cleared');
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How each company activity kind (server/activity/of-event.ts) reads on the timeline. */
export const TELL: Record<string, (d: Details) => Omit<TimelineEntry, 'id' | 'at'>> = {
  'company.created': () => ({ kind: 'created', text: 'Added to the pipeline' }),
  'company.stage': (d) => ({ kind: 'stage', text: stageText(d) }),
  'company.deal': (d) => ({ kind: 'deal', text: dealText(d) }),
  'company.owner': (d) => ({ kind: 'owner', text: `Owner changed to ${str(d.toName)}` }),
  'company.edited': (d) => ({ kind: 'edited', text: editedText(Array.isArray(d.fields) ? d.fields.map(str) : []) }),
  'company.enrichment_started': () => ({ kind: 'enrichment', text: 'Enrichment started' }),
  'company.enriched': (d) => ({ kind: 'enrichment', text: `Enriched from ${str(d.source)}` }),
  'company.enrichment_failed': (d) => ({ kind: 'enrichment', text: `Enrichment failed: ${str(d.message)}` }),
  'company.researched': (d) => ({ kind: 'research', text: `Researched (${str(d.source)})` }),
  'company.research_failed': (d) => ({ kind: 'research', text: `Research found nothing: ${str(d.message)}` }),
  'company.signal_found': (d) => ({ kind: 'signal', text: `Signal found — ${str(d.signalType)}: ${str(d.summary)}` }),
  'company.signals_checked': (d) => ({
    kind: 'signals_checked',
    text: num(d.created) ? `Signal check: ${plural(num(d.created), 'new signal')}` : `Signal check: no new signals (${plural(num(d.found), 'signal')} already known)`,
  }),
  'company.contacts_found': (d) => ({ kind: 'contacts', text: num(d.count) ? `${plural(num(d.count), 'contact')} found` : 'Contact search found no new contacts' }),
  // Recorded by the tasks area (server/tasks/area.ts) when a task about the company is done.
  'company.task_completed': (d) => ({ kind: 'task', text: `Task done: ${str(d.title)}` }),
  // Recorded by the mail area (server/mail/area.ts): an email sent to one of its contacts, a reply read.
  'company.email_sent': (d) => ({ kind: 'email', text: `Email sent to ${str(d.to)}: ${str(d.subject)}` }),
  'company.reply_received': (d) => ({ kind: 'email', text: `Reply from ${str(d.from)}: ${str(d.subject)}` }),
  'company.email_bounced': (d) => ({ kind: 'email', text: str(d.summary) }),
  // Recorded by the orders area (server/orders/area.ts): an order made or revised, a purchase order sent or moved.
  'company.order_created': (d) => ({ kind: 'order', text: str(d.summary) }),
  'company.order_revised': (d) => ({ kind: 'order', text: str(d.summary) }),
  'company.order_proof': (d) => ({ kind: 'order', text: str(d.summary) }),
  'company.purchase_order': (d) => ({ kind: 'order', text: str(d.summary) }),
};

/** What happened to a company, newest first, from its activity history (kept for good). */
export async function companyTimeline(app: AppContext, actor: Actor, companyId: string): Promise<TimelineEntry[]> {
  const rows = await app.db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.workspaceId, actor.workspaceId),
        eq(activities.subjectType, 'company'),
        eq(activities.subjectId, companyId),
        inArray(activities.kind, Object.keys(TELL)),
      ),
    )
    .orderBy(desc(activities.id))
    .limit(100);
  return rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), ...TELL[r.kind](r.payload as Details) }));
}
