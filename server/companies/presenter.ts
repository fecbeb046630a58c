import type { Company, EnrichmentStatus, PipelineStage } from '../../contracts/companies.js';
import { companyLogoPath } from '../../contracts/company-logo.js';
import type { companies } from '../db/schema/index.js';
import { freshDealFacts, presentDeal, type DealFacts } from './deal/present.js';

export type CompanyRow = typeof companies.$inferSelect;
export type SignalFacts = { latestSignal: string | null; unreadSignals: number; isSample?: boolean };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The one shape a company has in HTTP bodies and socket payloads. */
export function presentCompany(row: CompanyRow, signals: SignalFacts = { latestSignal: null, unreadSignals: 0 }, deal: DealFacts = freshDealFacts(row)): Company {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    industry: row.industry,
    primaryIndustry: row.primaryIndustry,
    industries: row.industries,
    companySize: row.companySize,
    employeeCount: row.employeeCount,
    type: row.type,
    founded: row.founded,
    headquarters: row.headquarters,
    location: row.location,
    country: row.country,
    description: row.description,
    website: row.website,
    logoUrl: row.logoUrl,
    uploadedLogoUrl: row.logoHash ? companyLogoPath(row.id, row.logoHash) : null,
    linkedinUrl: row.linkedinUrl,
    specialties: row.specialties,
    eventParticipationLikelihood: row.eventParticipationLikelihood,
    recentActivity: row.recentActivity,
    promoOpportunities: row.promoOpportunities,
    uniqueCharacteristics: row.uniqueCharacteristics,
    recommendedSignals: row.recommendedSignals,
    enrichmentStatus: (['Enriched', 'Enriching'].includes(row.enrichmentStatus) ? row.enrichmentStatus : 'Unenriched') as EnrichmentStatus,
    enrichmentSource: row.enrichmentSource,
    researchSource: row.researchSource,
    stage: row.stage as PipelineStage,
    enrichedAt: iso(row.enrichedAt),
    researchedAt: iso(row.researchedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    latestSignal: signals.latestSignal,
    unreadSignals: signals.unreadSignals,
    notes: row.notes,
    enrichedBy: row.enrichedBy === 'manual' ? 'manual' : row.enrichedBy === 'provider' || row.enrichmentStatus === 'Enriched' ? 'provider' : null,
    factSources: (row.factSources ?? {}) as Company['factSources'],
    isSample: signals.isSample ?? false,
    ownerId: row.ownerId,
    deal: presentDeal(row, deal),
  };
}
