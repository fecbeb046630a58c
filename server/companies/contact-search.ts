import { and, eq } from 'drizzle-orm';
import type { ContactCategory } from '../../contracts/contacts.js';
import { SAMPLE_CONTACT_SOURCE } from '../../contracts/companies.js';
import type { AppContext } from '../context.js';
import { contacts } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { presentContact } from '../contacts/index.js';
import { findCompanyRow } from './queries.js';
import type { CompanyJob } from './enrichment.js';

/** Finds people in the chosen categories and adds the new ones to the company's contacts. */
export async function runContactSearch(app: AppContext, job: CompanyJob & { categories: ContactCategory[] }): Promise<number> {
  const row = await findCompanyRow(app.db, job.workspaceId, job.companyId);
  if (!row) return 0;
  const finder = app.providers.contacts;
  const people = await finder.findContacts({ name: row.name, domain: row.domain }, job.categories);
  return inTransaction(app, async (tx, publish) => {
    const existing = await tx
      .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
      .from(contacts)
      .where(and(eq(contacts.workspaceId, job.workspaceId), eq(contacts.companyId, row.id)));
    const seen = new Set(existing.flatMap((c) => [c.email?.toLowerCase(), `${c.firstName} ${c.lastName}`.toLowerCase()].filter(Boolean)));
    const fresh = people.filter((p) => !seen.has(p.email?.toLowerCase() ?? '') && !seen.has(`${p.firstName} ${p.lastName}`.toLowerCase()));
    const inserted = fresh.length
      ? await tx
          .insert(contacts)
          .values(
            fresh.map((p) => ({
              workspaceId: job.workspaceId,
              userId: job.userId,
              companyId: row.id,
              firstName: p.firstName,
              lastName: p.lastName,
              email: p.email,
              phone: p.phone,
              jobTitle: p.title,
              linkedinProfile: p.linkedinUrl,
              category: p.category,
              // The embedded finder reads the built-in directory: its people are fictional samples.
              source: finder.id === 'builtin' ? SAMPLE_CONTACT_SOURCE : finder.label,
            })),
          )
          .returning()
      : [];
    await publish({
      type: 'company.contacts.found',
      workspaceId: job.workspaceId,
      subjectId: row.id,
      payload: { companyId: row.id, contacts: inserted.map((c) => presentContact(c, { id: row.id, name: row.name })), provider: finder.label },
    });
    return inserted.length;
  });
}
