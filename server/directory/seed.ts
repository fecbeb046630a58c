import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { directoryCompanies } from '../db/schema/index.js';
import { generateDirectory } from './generate/index.js';

/** Loads the built-in company directory into an empty table (deterministic: same rows every time). */
export async function seedDirectory(app: AppContext): Promise<void> {
  const [{ n }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(directoryCompanies);
  if (Number(n) > 0) return;
  const rows = generateDirectory().map((c) => ({
    name: c.name,
    domain: c.domain,
    industry: c.industry,
    companySize: c.companySize,
    employeeCount: c.employeeCount,
    founded: String(c.founded),
    headquarters: c.headquarters,
    country: c.country,
    type: c.type,
    description: c.description,
    specialties: c.specialties,
    linkedinUrl: c.linkedinUrl,
    recentActivity: c.recentActivity.join('\n'),
    eventParticipationLikelihood: c.eventParticipationLikelihood,
    people: c.people,
  }));
  await app.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(directoryCompanies).values(rows.slice(i, i + 200)).onConflictDoNothing();
  });
}
