import type { Alert } from '../../contracts/alerts.js';
import { PIPELINE_STAGES, type Company, type PipelineStage, type PipelineSummaryResponse } from '../../contracts/companies.js';
import { DEFAULT_DEAL_SETTINGS, type Deal } from '../../contracts/deals.js';
import type { Contact } from '../../contracts/contacts.js';
import type { EventEnvelope, EventPayload, EventType } from '../../contracts/events.js';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const AT = '2026-03-02T10:00:00.000Z';

export function buildCompany(over: Partial<Company> = {}): Company {
  return {
    id: uuid(),
    name: 'Harbor Health Partners',
    domain: 'harborhealth.example',
    industry: 'Healthcare',
    primaryIndustry: 'Healthcare',
    industries: ['Healthcare'],
    companySize: '201-500',
    employeeCount: 340,
    type: 'Private',
    founded: '2009',
    headquarters: 'Portland, OR',
    location: 'Portland, OR',
    country: 'United States',
    description: 'Regional clinic network with twelve locations.',
    website: 'https://harborhealth.example',
    logoUrl: null,
    uploadedLogoUrl: null,
    linkedinUrl: 'https://www.linkedin.com/company/harbor-health',
    specialties: ['Primary care', 'Telehealth'],
    eventParticipationLikelihood: 'High',
    recentActivity: 'Opened a new clinic in Salem and is hiring 40 nurses.',
    promoOpportunities: 'Onboarding kits for new nurses.',
    uniqueCharacteristics: 'Employee-owned since 2015.',
    recommendedSignals: ['Hiring surge'],
    enrichmentStatus: 'Enriched',
    enrichmentSource: 'SwagScout directory',
    researchSource: 'embedded',
    stage: 'Qualified',
    enrichedAt: AT,
    researchedAt: AT,
    createdAt: AT,
    updatedAt: AT,
    latestSignal: 'Hiring Surge',
    unreadSignals: 1,
    notes: null,
    enrichedBy: 'provider',
    factSources: {},
    isSample: false,
    ownerId: null,
    // The default probability of its stage (Lead 10, Qualified 20…).
    deal: buildDeal({ probability: DEFAULT_DEAL_SETTINGS.probabilities[over.stage ?? 'Qualified'] }),
    ...over,
  };
}

/** A deal with no amount and no close date, not stale, at Qualified's default probability (20) unless `over` says otherwise. */
export function buildDeal(over: Partial<Deal> = {}): Deal {
  return {
    amountCents: null,
    amountSource: null,
    amountProposal: null,
    closeDate: null,
    probability: 20,
    weightedCents: null,
    stale: null,
    lastActivityAt: AT,
    stageChangedAt: AT,
    closedAt: null,
    lostReason: null,
    lostNote: null,
    ...over,
  };
}

/** GET /api/companies/summary's answer: `stages` counts (others 0) and `sums` (others 0). */
export function buildSummary(
  stages: Partial<Record<PipelineStage, number>> = {},
  sums: Partial<PipelineSummaryResponse['sums']> = {},
): PipelineSummaryResponse {
  const counts = Object.fromEntries(PIPELINE_STAGES.map((s) => [s, stages[s] ?? 0])) as PipelineSummaryResponse['stages'];
  return {
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    stages: counts,
    sums: Object.fromEntries(PIPELINE_STAGES.map((s) => [s, sums[s] ?? { amountCents: 0, weightedCents: 0 }])) as PipelineSummaryResponse['sums'],
  };
}

export function buildAlert(company: Pick<Company, 'id' | 'name' | 'domain'> | null, over: Partial<Alert> = {}): Alert {
  return {
    id: uuid(),
    companyId: company?.id ?? uuid(),
    signalType: 'Hiring Surge',
    summary: 'Hiring 40 nurses this quarter',
    reasoning: 'New hires need onboarding kits.',
    stepsTaken: ['Email the HR lead', 'Send an onboarding kit sample'],
    useCase: 'Employee onboarding kits',
    productCategories: ['Apparel', 'Drinkware'],
    evidence: null,
    provider: 'embedded',
    isRead: false,
    occurredAt: null,
    isHistory: false,
    triggeredAt: AT,
    createdAt: AT,
    company: company ? { id: company.id, name: company.name, domain: company.domain } : null,
    ...over,
  };
}

export function buildContact(companyId: string, over: Partial<Contact> = {}): Contact {
  return {
    id: uuid(),
    firstName: 'Dana',
    lastName: 'Okafor',
    email: 'dana.okafor@harborhealth.example',
    phone: null,
    jobTitle: 'Director of Talent Acquisition',
    companyId,
    linkedinProfile: 'https://www.linkedin.com/in/dana-okafor',
    contactStatus: 'lead',
    category: 'hr',
    source: 'SwagScout directory',
    notes: null,
    createdAt: AT,
    updatedAt: AT,
    company: { id: companyId, name: 'Harbor Health Partners' },
    ...over,
  };
}

let eventId = 100;
export const envelope = <T extends EventType>(type: T, payload: EventPayload<T>): EventEnvelope =>
  ({ id: ++eventId, type, payload, at: new Date().toISOString() }) as EventEnvelope;
