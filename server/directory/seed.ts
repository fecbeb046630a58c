import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { directoryCompanies } from '../db/schema/index.js';
import type { DirectoryCompany } from '../../contracts/directory-company.js';
import { encodeActivity } from './dating.js';

/** The generated directory (seed/directory), handed in by the composition root (server/seed-on-start.ts). */
export type GenerateDirectory = () => readonly DirectoryCompany[];

/**
 * Loads the built-in company directory into an empty table (deterministic: same rows every time).
 * A directory stored with fixed dates (before activity was dated relative to today) gets its
 * activity rewritten in the relative form; nothing else in it changes.
 */
export async function seedDirectory(db: Db, generateDirectory: GenerateDirectory): Promise<void> {
  const [{ n, fixed }] = await db
    .select({ n: sql<number>`count(*)::int`, fixed: sql<number>`count(*) filter (where ${directoryCompanies.recentActivity} not like '@%')::int` })
    .from(directoryCompanies);
  if (Number(n) > 0) {
    if (Number(fixed) > 0) await redateActivity(db, generateDirectory);
    return;
  }
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
    recentActivity: encodeActivity(c.activity),
    eventParticipationLikelihood: c.eventParticipationLikelihood,
    people: c.people,
  }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(directoryCompanies).values(rows.slice(i, i + 200)).onConflictDoNothing();
  });
}

async function redateActivity(db: Db, generateDirectory: GenerateDirectory): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of generateDirectory()) {
      await tx.update(directoryCompanies).set({ recentActivity: encodeActivity(c.activity) }).where(eq(directoryCompanies.domain, c.domain));
    }
  });
}
