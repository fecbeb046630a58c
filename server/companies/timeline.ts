import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TimelineEntry } from '../../contracts/company-intel.js';
import type { CompanyChange } from '../../contracts/company-intel.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { domainEvents } from '../db/schema/index.js';

const TYPES = ['company.created', 'company.updated', 'alert.created', 'company.signals.checked', 'company.contacts.found'];
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function describe(type: string, payload: Record<string, unknown>): Omit<TimelineEntry, 'id' | 'at'> | null {
  switch (type) {
    case 'company.created':
      return { kind: 'created', text: 'Added to the pipeline' };
    case 'company.updated': {
      const change = payload.change as CompanyChange | undefined;
      if (!change) return null;
      switch (change.kind) {
        case 'stage':
          return { kind: 'stage', text: `Stage changed from ${change.from} to ${change.to}` };
        case 'edited':
          return { kind: 'edited', text: `Edited: ${change.fields.join(', ')}` };
        case 'enrichment_started':
          return { kind: 'enrichment', text: 'Enrichment started' };
        case 'enriched':
          return { kind: 'enrichment', text: `Enriched from ${change.source}` };
        case 'enrichment_failed':
          return { kind: 'enrichment', text: `Enrichment failed: ${change.message}` };
        case 'researched':
          return { kind: 'research', text: `Researched (${change.source})` };
        case 'research_failed':
          return { kind: 'research', text: `Research found nothing: ${change.message}` };
      }
      return null;
    }
    case 'alert.created': {
      const alert = payload.alert as { signalType: string; summary: string };
      return { kind: 'signal', text: `Signal found — ${alert.signalType}: ${alert.summary}` };
    }
    case 'company.signals.checked': {
      const { found, created } = payload as { found: number; created: number };
      return { kind: 'signals_checked', text: created ? `Signal check: ${plural(created, 'new signal')}` : `Signal check: no new signals (${plural(found, 'signal')} already known)` };
    }
    case 'company.contacts.found': {
      const contacts = payload.contacts as unknown[];
      return { kind: 'contacts', text: contacts.length ? `${plural(contacts.length, 'contact')} found` : 'Contact search found no new contacts' };
    }
  }
  return null;
}

/** What happened to a company, newest first, read back from the event outbox. */
export async function companyTimeline(app: AppContext, actor: Actor, companyId: string): Promise<TimelineEntry[]> {
  const rows = await app.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, companyId), eq(domainEvents.workspaceId, actor.workspaceId), inArray(domainEvents.type, TYPES)))
    .orderBy(desc(domainEvents.id))
    .limit(100);
  return rows.flatMap((r) => {
    const d = describe(r.type, r.payload as Record<string, unknown>);
    return d ? [{ id: r.id, at: r.createdAt.toISOString(), ...d }] : [];
  });
}
