// Company research through an OpenAI-compatible model (Perplexity's sonar models add sources).
// The model is asked for one JSON object; the answer is validated and normalised with zod, and
// anything it could not support stays null.
import { z } from 'zod';
import { extractJson, LlmError, type CompleteOptions, type LlmClient } from '../../llm/openai.js';
import {
  emptyResearch,
  notFoundMessage,
  type Citation,
  type CompanyRef,
  type EventLikelihood,
  type ResearchProvider,
  type ResearchResult,
  type SocialLinks,
} from '../../ports/research.js';

export interface OpenAiResearchOptions {
  /** Ask for response_format json_object (OpenAI); leave off for Perplexity, which rejects it. */
  responseFormatJson?: boolean;
}

const SYSTEM_PROMPT = [
  'You research companies for a promotional-products distributor who wants to sell them branded merchandise.',
  'Answer with a single JSON object and nothing else.',
  'Only state facts you can support from sources; use null for anything you cannot verify. Never guess.',
].join(' ');

function userPrompt(company: CompanyRef): string {
  return [
    `Research the company "${company.name}" (website: ${company.domain || 'unknown'}).`,
    'Return JSON with exactly these keys:',
    '{"found": boolean (false if you cannot identify this company),',
    ' "industry": string|null, "companySize": employee range like "51-200"|null, "employeeCount": number|null,',
    ' "founded": year|null, "headquarters": "City, Region"|null, "country": ISO 3166 alpha-2 code|null,',
    ' "description": two sentences|null, "specialties": string[]|null,',
    ' "eventParticipationLikelihood": "High"|"Medium"|"Low"|null (how likely they exhibit at or host events),',
    ' "recentActivity": dated sentences about the last 18 months (hiring, new offices, launches, contracts, funding, events, awards, anniversaries)|null,',
    ' "promoOpportunities": concrete promotional-product opportunities tied to the facts above|null,',
    ' "uniqueCharacteristics": what sets them apart|null,',
    ' "linkedinUrl": string|null, "socialLinks": {"linkedin"?, "twitter"?, "facebook"?, "instagram"?, "youtube"?},',
    ' "sources": string[] (URLs you used)}',
  ].join('\n');
}

// Every field may be missing: in zod 4 a transformed schema is only optional if its input is.
const NULLISH_WORDS = /^(?:null|none|n\/a|na|unknown|not available|not found|-)$/i;

const text = z.unknown().optional().transform((v): string | null => {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t && !NULLISH_WORDS.test(t) ? t : null;
});

const lines = z.unknown().optional().transform((v): string | null => {
  if (Array.isArray(v)) {
    const items = v.map((x) => (typeof x === 'string' ? x.trim() : '')).filter(Boolean);
    return items.length ? items.join('\n') : null;
  }
  return text.parse(v);
});

const list = z.unknown().optional().transform((v): string[] | null => {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[,;\n]/) : [];
  const out = items.map((x) => (typeof x === 'string' ? x.trim() : '')).filter((x) => x && !NULLISH_WORDS.test(x));
  return out.length ? out : null;
});

const integer = z.unknown().optional().transform((v): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(/\d[\d,]*/.exec(v)?.[0].replace(/,/g, '') ?? NaN) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
});

const year = integer.transform((n) => (n !== null && n >= 1600 && n <= 2100 ? n : null));

const likelihood = z.unknown().optional().transform((v): EventLikelihood | null => {
  const t = typeof v === 'string' ? v.toLowerCase() : '';
  return t.includes('high') ? 'High' : t.includes('medium') || t.includes('moderate') ? 'Medium' : t.includes('low') ? 'Low' : null;
});

function httpUrl(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  try {
    const url = new URL(v.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const SOCIAL_HOSTS: Record<keyof SocialLinks, RegExp> = {
  linkedin: /(^|\.)linkedin\.com$/,
  twitter: /(^|\.)(twitter|x)\.com$/,
  facebook: /(^|\.)facebook\.com$/,
  instagram: /(^|\.)instagram\.com$/,
  youtube: /(^|\.)youtube\.com$/,
};

const socialUrl = (network: keyof SocialLinks, v: unknown): string | null => {
  const url = httpUrl(v);
  return url && SOCIAL_HOSTS[network].test(new URL(url).hostname) ? url : null;
};

const socials = z.unknown().optional().transform((v): SocialLinks => {
  const out: SocialLinks = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const network of Object.keys(SOCIAL_HOSTS) as (keyof SocialLinks)[]) {
      const url = socialUrl(network, (v as Record<string, unknown>)[network]);
      if (url) out[network] = url;
    }
  }
  return out;
});

const country = text.transform((c) => (c && /^[a-z]{2}$/i.test(c) ? c.toUpperCase() : c));

export const researchAnswerSchema = z.object({
  found: z.unknown().optional().transform((v) => v !== false && v !== 'false'),
  industry: text,
  companySize: text,
  employeeCount: integer,
  founded: year,
  headquarters: text,
  country,
  description: text,
  specialties: list,
  eventParticipationLikelihood: likelihood,
  recentActivity: lines,
  promoOpportunities: lines,
  uniqueCharacteristics: lines,
  linkedinUrl: z.unknown().optional().transform((v) => socialUrl('linkedin', v)),
  socialLinks: socials,
  sources: z.unknown().optional().transform((v) => (Array.isArray(v) ? v.map(httpUrl).filter((u): u is string => u !== null) : [])),
});

function citationsFrom(citations: string[], searchResults: Citation[], sources: string[]): Citation[] {
  const byUrl = new Map<string, Citation>();
  for (const r of searchResults) byUrl.set(r.url, r);
  for (const url of [...citations, ...sources]) if (!byUrl.has(url)) byUrl.set(url, { url });
  return [...byUrl.values()];
}

export function createOpenAiResearch(client: LlmClient, options: OpenAiResearchOptions = {}): ResearchProvider {
  const source = `openai:${client.model}`;
  return {
    async research(company) {
      const completeOptions: CompleteOptions = { temperature: 0.1, responseFormatJson: options.responseFormatJson };
      const completion = await client.complete(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(company) },
        ],
        completeOptions,
      );
      const json = extractJson(completion.content);
      const parsed = researchAnswerSchema.safeParse(json && typeof json === 'object' && !Array.isArray(json) ? json : undefined);
      if (!parsed.success) throw new LlmError('bad_response', 'The AI research answer did not have the expected fields');
      const { found, sources, linkedinUrl, socialLinks, ...facts } = parsed.data;
      const citations = citationsFrom(completion.citations, completion.searchResults, sources);
      const linkedin = linkedinUrl ?? socialLinks.linkedin ?? null;
      const result: ResearchResult = {
        found: true,
        source,
        ...facts,
        linkedinUrl: linkedin,
        socialLinks: linkedin ? { ...socialLinks, linkedin } : socialLinks,
        citations,
      };
      const anything = Object.values(facts).some((v) => v !== null) || linkedin !== null;
      // A model that says it could not identify the company gets no benefit of the doubt.
      if (!found || !anything) return { ...emptyResearch(source, false, notFoundMessage(company)), citations };
      return result;
    },
  };
}
