import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chatReply, errorReply, startFakeOpenAi, type FakeHandler } from '../fixtures/fake-openai.js';
import { freePort } from '../helpers/free-port.js';
import { createTestDatabase, TEST_SECRETS, type TestDatabase } from '../helpers/test-database.js';

/**
 * The product an evaluation judges, started the way a user starts it: `server/main.ts` in a child
 * process of its own (nothing of the server is imported here), configured through its environment
 * alone — an empty embedded database in a temporary DATA_DIR (a new database on the PostgreSQL
 * server of DATABASE_URL when that is set), the business clock at `clockNow`,
 * the built-in catalogue of `catalogueSize` products, room for hundreds of questions a minute — and
 * spoken to over HTTP only.
 *
 * Company research is the one outside service the writers' cases need (a company's researched
 * news is what the buyer-signal rules read): it is a local stand-in for an OpenAI-compatible model
 * (tests/fixtures/fake-openai.ts) answering with the facts each case registers for its company.
 * Every other capability — signals, messages, presentations, the assistant — is the built-in one,
 * chosen explicitly so the model configured for research writes nothing the evaluation judges.
 */

export interface CompanyFacts {
  industry: string;
  employeeCount: number | null;
  recentActivity: string;
}

export interface EvalServer {
  url: string;
  /** What research answers for a company, by its website (the writers' cases register theirs). */
  researchFacts: Map<string, CompanyFacts>;
  close(): Promise<void>;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The research model's answer: the registered facts of the company whose website the prompt names, else not found. */
function researchModel(facts: Map<string, CompanyFacts>): FakeHandler {
  return (request) => {
    const prompt = (request.body?.messages ?? []).map((m) => m.content ?? '').join('\n');
    const website = /Research the company "[^"]*" \(website: ([^)\s]+)\)/.exec(prompt)?.[1];
    if (!website) return errorReply(400, 'research stand-in: only company research is answered here');
    const known = facts.get(website);
    const answer = known
      ? { found: true, industry: known.industry, employeeCount: known.employeeCount, recentActivity: known.recentActivity, description: null, sources: [] }
      : { found: false };
    return chatReply(JSON.stringify(answer));
  };
}

/** Settles when a line of the child's JSON log says the built-in catalogue is loaded. */
function catalogueLoaded(child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.includes('"built-in data ready"') && line.includes('"product catalogue"')) done();
      if (line.includes('"seeding failed"')) fail(new Error(`the evaluation server could not seed its data: ${line}`));
    });
    child.once('exit', (code) => fail(new Error(`the evaluation server exited (${code}) before its catalogue was loaded`)));
  });
}

async function waitUntilReady(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the evaluation server exited (${child.exitCode}):\n${stderr()}`);
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the evaluation server did not answer /readyz within 2 minutes:\n${stderr()}`);
}

export async function startEvalServer(options: { catalogueSize: number; clockNow: Date }): Promise<EvalServer> {
  const researchFacts = new Map<string, CompanyFacts>();
  const model = await startFakeOpenAi({ handler: researchModel(researchFacts) });
  const dataDir = mkdtempSync(join(tmpdir(), 'swagscout-eval-'));
  const port = await freePort();
  // On the run's PostgreSQL when DATABASE_URL is set (as `.ci/run` runs `npm test`): the embedded
  // database's WebAssembly was half of this server's CPU, and the product is the same on both.
  const database: TestDatabase | undefined = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLOCK_NOW: options.clockNow.toISOString(),
    SEED_CATALOGUE_SIZE: String(options.catalogueSize),
    LOG_LEVEL: 'info',
    SERVE_UI: 'false',
    AUTH_RATE_PER_IP: '1000000',
    GENERATIONS_PER_MINUTE: '100000',
    CHAT_QUESTIONS_PER_MINUTE: '100000',
    SEARCHES_PER_MINUTE: '100000',
    PASSWORD_HASHING: 'test-only-fast',
    LLM_BASE_URL: model.baseUrl,
    LLM_API_KEY: model.apiKey,
    LLM_MODEL: 'research-stand-in',
    RESEARCH_PROVIDER: 'openai',
    SIGNALS_PROVIDER: 'builtin',
    ENRICHMENT_PROVIDER: 'builtin',
    CONTACTS_PROVIDER: 'builtin',
    MESSAGES_PROVIDER: 'builtin',
    PRESENTATIONS_PROVIDER: 'builtin',
    CHAT_PROVIDER: 'builtin',
    // Node's options for this server alone (e.g. `EVAL_CHILD_NODE_OPTIONS=--cpu-prof` to profile what the evaluation asks of it).
    ...(process.env.EVAL_CHILD_NODE_OPTIONS ? { NODE_OPTIONS: process.env.EVAL_CHILD_NODE_OPTIONS } : {}),
    ...(database ? { ...TEST_SECRETS, DATABASE_URL: database.url, DATABASE_POOL_SIZE: '10' } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const loaded = catalogueLoaded(child);
  loaded.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    await model.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, () => stderr);
    await loaded;
  } catch (err) {
    await close();
    throw err;
  }
  return { url, researchFacts, close };
}
