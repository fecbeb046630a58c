// Buying-signal detection through an OpenAI-compatible model. The model names the signals and
// quotes its evidence; the rule library fills in what it leaves out (use case, product
// categories, next steps) and gives each signal the same stable key the rules would.
import { z } from 'zod';
import { extractJson, LlmError, type LlmClient } from '../../llm/openai.js';
import { PRODUCT_CATEGORIES, SIGNAL_TYPES } from '../../../contracts/signals.js';
import type { DetectedSignal, SignalDetector, SignalInput } from '../../ports/research.js';
import { systemClock, type Clock } from '../../clock.js';
import { eventDateOf, extractDate, playbookAdvice, playbookFor, recencyOf, ruleForSignalType, ruleForText, signalKey, splitSentences } from './rules.js';

export interface OpenAiSignalOptions {
  responseFormatJson?: boolean;
  /** Today, for how recent each signal is; the system's by default. */
  clock?: Clock;
}

const SYSTEM_PROMPT = [
  'You find buying signals for a promotional-products distributor: moments when a company is likely to buy branded merchandise',
  '(hiring, new offices, product launches, trade shows and events, anniversaries, awards, funding, contract wins, partnerships, expansion).',
  'Use only the facts given or sources you can cite. Answer with a single JSON object and nothing else.',
].join(' ');

function userPrompt(company: SignalInput): string {
  const activity = splitSentences(company.recentActivity).join('\n') || 'none given';
  return [
    `Company: ${company.name}`,
    `Industry: ${company.industry ?? 'unknown'}`,
    `Description: ${company.description ?? 'none given'}`,
    `Recent activity:\n${activity}`,
    '',
    'Return {"signals": [{"signalType": one of ' + SIGNAL_TYPES.map((t) => `"${t}"`).join(', ') + ',',
    ' "summary": one sentence, "evidence": the sentence the signal comes from, "date": "YYYY-MM" or null,',
    ' "reasoning": why it means a merchandise purchase, "useCase": e.g. "Employee onboarding kits",',
    ' "productCategories": from ' + PRODUCT_CATEGORIES.map((c) => `"${c}"`).join(', ') + ',',
    ' "nextSteps": 2-3 concrete actions for the sales rep}]}.',
    'Return {"signals": []} when there is no signal.',
  ].join('\n');
}

const optionalText = z.unknown().optional().transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null));
const textList = z.unknown().optional().transform((v): string[] => {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/\n|;/) : [];
  return items.map((x) => (typeof x === 'string' ? x.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim() : '')).filter(Boolean);
});

const modelSignalSchema = z.object({
  signalType: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  evidence: optionalText,
  date: optionalText,
  reasoning: optionalText,
  useCase: optionalText,
  productCategories: textList,
  nextSteps: textList,
});
type ModelSignal = z.infer<typeof modelSignalSchema>;

const answerSchema = z.union([
  z.object({ signals: z.array(z.unknown()) }),
  z.object({ detectedSignals: z.array(z.unknown()) }).transform((v) => ({ signals: v.detectedSignals })),
  z.array(z.unknown()).transform((signals) => ({ signals })),
]);

const KNOWN_CATEGORIES = new Map(PRODUCT_CATEGORIES.map((c) => [c.toLowerCase(), c]));
const knownCategories = (items: string[]): string[] =>
  [...new Set(items.map((c) => KNOWN_CATEGORIES.get(c.toLowerCase().replace(/(?<!\s)\s+and\s+/g, ' & ')) ?? null))].filter(
    (c): c is (typeof PRODUCT_CATEGORIES)[number] => c !== null,
  );

const titleCase = (s: string): string => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A model signal completed from the rule library. */
export function completeSignal(signal: ModelSignal, company: SignalInput, now: Date): DetectedSignal {
  const evidence = signal.evidence ?? signal.summary;
  const rule = ruleForSignalType(signal.signalType) ?? ruleForText(evidence);
  const datedEvidence = signal.date ? `${evidence} ${signal.date}` : evidence;
  const categories = knownCategories(signal.productCategories);
  const date = extractDate(datedEvidence);
  const occurredAt = eventDateOf(date, now)?.toISOString() ?? null;
  if (rule) {
    const advice = playbookAdvice(rule, company.name, company.industry, recencyOf(date, now));
    return {
      key: signalKey(rule, datedEvidence),
      signalType: rule.signalType,
      summary: signal.summary,
      reasoning: signal.reasoning ?? advice.reasoning,
      nextSteps: signal.nextSteps.length ? signal.nextSteps : advice.nextSteps,
      useCase: signal.useCase ?? advice.useCase,
      productCategories: categories.length ? categories : advice.productCategories,
      evidence,
      occurredAt,
    };
  }
  const type = titleCase(signal.signalType);
  return {
    key: signalKey(type.toLowerCase().replace(/[^a-z0-9]+/g, '-'), datedEvidence),
    signalType: type,
    summary: signal.summary,
    reasoning: signal.reasoning ?? `${company.name} shows a buying moment the sales team can act on.`,
    nextSteps: signal.nextSteps.length ? signal.nextSteps : [playbookFor(company.industry).growth],
    useCase: signal.useCase ?? 'Branded merchandise',
    productCategories: categories.length ? categories : ['Apparel', 'Drinkware'],
    evidence,
    occurredAt,
  };
}

export function createOpenAiSignalDetector(client: LlmClient, options: OpenAiSignalOptions = {}): SignalDetector {
  return {
    async detect(company) {
      const now = (options.clock ?? systemClock).now();
      const completion = await client.complete(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(company) },
        ],
        { temperature: 0.1, responseFormatJson: options.responseFormatJson },
      );
      const answer = answerSchema.safeParse(extractJson(completion.content));
      if (!answer.success) throw new LlmError('bad_response', 'The AI signal answer was not a list of signals');
      const seen = new Set<string>();
      const signals: DetectedSignal[] = [];
      for (const item of answer.data.signals) {
        // One malformed entry should not throw away the good ones.
        const parsed = modelSignalSchema.safeParse(item);
        if (!parsed.success) continue;
        const signal = completeSignal(parsed.data, company, now);
        if (seen.has(signal.key)) continue;
        seen.add(signal.key);
        signals.push(signal);
      }
      return signals;
    },
  };
}
