import type { ChatMessage } from '../../../contracts/chat.js';
import type { EvalContext } from '../context.js';
import { mapLimited } from '../limited.js';
import { listenForReplies, type ReplyListener } from './replies.js';
import type { EvalReport, EvalSuite } from '../run.js';
import { scoreTurn, type CatalogueRow, type EvalCase, type TurnScore } from './expect.js';
import { QUESTIONS } from './questions.js';
import { paraphrases } from './paraphrases.js';

/**
 * The assistant suite: asks every question (and conversation) of questions.ts of the server's
 * configured chat assistant — the built-in one here — as a rep does, through the chat API, on a
 * server whose clock reads EVAL_NOW, and scores the replies against the catalogue rows.
 */

export const THRESHOLDS = { precision: 0.97, coverage: 0.95, honesty: 1 } as const;
/** Generated questions asked besides the set. */
export const PARAPHRASES = 36;

export interface AssistantScores {
  questions: number;
  turns: number;
  /** Shown products meeting every constraint not declared relaxed. */
  precision: number;
  /** Questions with at least 3 fitting products shown, of those the catalogue has 3 for. */
  coverage: number;
  /** Absent products and relaxations declared. */
  honesty: number;
  /** Conversation answers (compare, thanks, unreadable, sorting, nothing carried over). */
  answers: number;
  scored: TurnScore[];
}

/** Conversations asked at once: a few, so the server's connection pool stays small (the PostgreSQL suite runs several servers at once). */
const PARALLEL = 2;

/**
 * The assistant's reply to the question `questionId`: as it arrives on the rep's socket, else (no
 * event within 20 s: a dropped socket) read back from the chat as the chat page reads it.
 */
async function replyTo(ctx: EvalContext, replies: ReplyListener, sessionId: string, questionId: string): Promise<ChatMessage> {
  const live = await replies.next(sessionId, 20_000);
  if (live) return live;
  for (let i = 0; i < 400; i++) {
    const res = await ctx.client.get(`/api/chat/sessions/${sessionId}`);
    const { messages } = res.body as { messages: ChatMessage[] };
    const at = messages.findIndex((m) => m.id === questionId);
    const reply = messages.slice(at + 1).find((m) => m.role === 'assistant');
    if (reply) {
      replies.taken(reply);
      return reply;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no reply in chat ${sessionId}`);
}

/** One case, asked through the chat API (a chat of its own, a turn at a time), each reply scored. */
async function askCase(ctx: EvalContext, replies: ReplyListener, c: EvalCase, catalogue: ReadonlyMap<string, CatalogueRow>): Promise<TurnScore[]> {
  const turns = 'turns' in c ? c.turns : [{ q: c.q, expect: c.expect }];
  const created = await ctx.client.post('/api/chat/sessions', { companyId: ctx.companyId });
  if (created.status !== 201) throw new Error(`a chat could not be started: ${created.status} ${JSON.stringify(created.body)}`);
  const sessionId = (created.body as { session: { id: string } }).session.id;
  const scored: TurnScore[] = [];
  let previous: ChatMessage | null = null;
  for (const [k, t] of turns.entries()) {
    const sent = await ctx.client.post(`/api/chat/sessions/${sessionId}/messages`, { message: t.q });
    if (sent.status !== 202) throw new Error(`"${t.q}" was not accepted: ${sent.status} ${JSON.stringify(sent.body)}`);
    const reply = await replyTo(ctx, replies, sessionId, (sent.body as { message: { id: string } }).message.id);
    scored.push(scoreTurn(turns.length > 1 ? `${c.id}#${k + 1}` : c.id, t.q, t.expect, reply, catalogue, previous));
    previous = reply;
  }
  return scored;
}

/** Asks the cases of the server's configured assistant (the built-in one) through the chat API and scores every turn. */
export async function evaluateCases(ctx: EvalContext, cases: readonly EvalCase[]): Promise<AssistantScores> {
  const catalogue = ctx.catalogue;
  const replies = await listenForReplies(ctx);
  const results = await mapLimited(cases, PARALLEL, (c) => askCase(ctx, replies, c, catalogue)).finally(() => replies.close());
  const scored = results.flat();
  const sum = (f: (s: TurnScore) => number) => scored.reduce((n, s) => n + f(s), 0);
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const coverable = scored.filter((s) => s.available !== null && s.available >= 3);
  return {
    questions: cases.length,
    turns: scored.length,
    precision: ratio(sum((s) => s.precise), sum((s) => s.judged)),
    coverage: ratio(coverable.filter((s) => s.fitting >= 3).length, coverable.length),
    honesty: ratio(sum((s) => s.honestyPassed), sum((s) => s.honestyChecks)),
    answers: ratio(sum((s) => s.answerPassed), sum((s) => s.answerChecks)),
    scored,
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

/** The problems found, one line per turn (for the console and the test's failure message). */
export function problemLines(scores: AssistantScores): string[] {
  return scores.scored.filter((s) => s.problems.length > 0).map((s) => `${s.id} "${s.question}": ${s.problems.slice(0, 4).join('; ')}`);
}

/** The figures, each beside the threshold it is held to (the repository's own set's unless others are given). */
export function scoreLines(scores: AssistantScores, thresholds: { precision: number; coverage: number; honesty: number } = THRESHOLDS): string[] {
  const coverable = scores.scored.filter((s) => s.available !== null && s.available >= 3);
  return [
    `precision ${pct(scores.precision)} (threshold ${pct(thresholds.precision)}): ${scores.scored.reduce((n, s) => n + s.precise, 0)} of ${scores.scored.reduce((n, s) => n + s.judged, 0)} products shown meet every constraint not declared relaxed`,
    `coverage ${pct(scores.coverage)} (threshold ${pct(thresholds.coverage)}): ${coverable.filter((s) => s.fitting >= 3).length} of ${coverable.length} questions the catalogue has 3+ fitting products for show 3+ of them`,
    `honesty ${pct(scores.honesty)} (threshold ${pct(thresholds.honesty)}): ${scores.scored.reduce((n, s) => n + s.honestyPassed, 0)} of ${scores.scored.reduce((n, s) => n + s.honestyChecks, 0)} absent types and relaxations declared`,
    `conversation answers ${pct(scores.answers)}: ${scores.scored.reduce((n, s) => n + s.answerPassed, 0)} of ${scores.scored.reduce((n, s) => n + s.answerChecks, 0)} checks (compare, thanks, unreadable, sort order, nothing carried over)`,
  ];
}

export const suite: EvalSuite = {
  name: 'assistant',
  title: 'Assistant evaluation',
  async run(ctx, log): Promise<EvalReport> {
    const started = performance.now();
    const scores = await evaluateCases(ctx, QUESTIONS);
    const seconds = (performance.now() - started) / 1000;
    const lines = scoreLines(scores);
    const problems = problemLines(scores);
    lines.forEach((l) => log(l));
    problems.forEach((l) => log(`  ${l}`));
    const generated = paraphrases(ctx.catalogue, PARAPHRASES);
    const para = await evaluateCases(ctx, generated);
    log(`paraphrases (${generated.length} generated questions):`);
    scoreLines(para).forEach((l) => log(`  ${l}`));
    problemLines(para).forEach((l) => log(`    ${l}`));
    const conversations = QUESTIONS.filter((c) => 'turns' in c).length;
    const markdown = [
      '## Assistant evaluation',
      '',
      `\`npm run eval\` (\`tests/eval/run.ts\`, suite \`tests/eval/assistant/\`): ${scores.questions} questions, ${conversations} of them 3-turn conversations (${scores.turns} turns), asked of the built-in assistant through the chat API as a rep asks (a chat per question, about a client company with no facts of its own), over the built-in catalogue of ${ctx.catalogueSize.toLocaleString('en-US')} generated products (default seed), scored against the catalogue rows by the evaluation's own check (\`tests/eval/assistant/expect.ts\`). ${seconds.toFixed(1)} s.`,
      '',
      '| measure | value | threshold (`npm test`) |',
      '|---|---|---|',
      `| precision: products shown meeting every constraint not declared relaxed | ${pct(scores.precision)} | ${pct(THRESHOLDS.precision)} |`,
      `| coverage: questions with 3+ fitting products shown, when the catalogue has 3+ | ${pct(scores.coverage)} | ${pct(THRESHOLDS.coverage)} |`,
      `| honesty: absent product types and relaxations declared | ${pct(scores.honesty)} | 100% |`,
      `| conversation answers (compare, thanks, unreadable, sort order, nothing carried over) | ${pct(scores.answers)} | 100% |`,
      '',
      `On ${generated.length} paraphrases generated from templates with product types, quantities, colours, budgets and deadlines drawn from the catalogue (\`tests/eval/assistant/paraphrases.ts\`, the same thresholds in \`npm test\`): precision ${pct(para.precision)}, coverage ${pct(para.coverage)}, honesty ${pct(para.honesty)}, conversation answers ${pct(para.answers)}.`,
      '',
      problems.length ? `Problems found:\n\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No problems found.',
    ].join('\n');
    const below = (x: AssistantScores) => x.precision < THRESHOLDS.precision || x.coverage < THRESHOLDS.coverage || x.honesty < THRESHOLDS.honesty;
    return { markdown, failed: below(scores) || below(para) };
  },
};
