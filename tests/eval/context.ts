import { startServer, type RunningServer } from '../../server/app.js';
import type { Role } from '../../contracts/roles.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { EVAL_NOW } from './assistant/questions.js';

/**
 * What every evaluation suite runs against: a real SwagScout server over a fresh in-memory
 * database with the built-in catalogue (the generator's default seed, as the tests use), and a
 * registered user of its own workspace.
 */

export interface EvalContext {
  server: RunningServer;
  /** The evaluation's rep, signed in over HTTP (the assistant suite asks through the chat API). */
  client: ApiClient;
  /** The same rep as the writers' in-process calls name them. */
  actor: { userId: string; workspaceId: string; role: Role };
  /** The client company the assistant's chats are about: a name, no facts that could steer a reply. */
  companyId: string;
  catalogueSize: number;
}

/**
 * What an evaluation server needs besides the defaults: its clock at EVAL_NOW (the questions'
 * deadlines are dated from it) and room for hundreds of questions a minute from one rep.
 */
export const EVAL_SERVER_SETTINGS = {
  clockStartsAt: EVAL_NOW,
  usageLimits: { generationsPerMinute: 100_000, chatQuestionsPerMinute: 100_000, searchesPerMinute: 100_000 },
};

/** Products generated for the evaluation (EVAL_CATALOGUE_SIZE): the size the chat API tests use. */
export const EVAL_CATALOGUE_SIZE = Number(process.env.EVAL_CATALOGUE_SIZE ?? 4000);

export async function startEvalContext(catalogueSize = EVAL_CATALOGUE_SIZE): Promise<EvalContext> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_CATALOGUE_SIZE: String(catalogueSize),
    AUTH_RATE_PER_IP: '1000000',
    SESSION_SECRET: 'eval-session-secret-0123456789abcdef0123',
    ENCRYPTION_KEY: 'eval-encryption-key-0123456789abcdef01234',
  };
  delete env.DATABASE_URL;
  // The built-in providers: no model or webhook configured.
  for (const key of ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'CHAT_WEBHOOK_URL']) delete env[key];
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, serveUi: false, ...EVAL_SERVER_SETTINGS }, env);
  return evalContextOn(server, catalogueSize);
}

/** The context on a server already started (the test suite starts its own from the migrated template). */
export async function evalContextOn(server: RunningServer, catalogueSize: number): Promise<EvalContext> {
  await server.seeded;
  // A person's name, as a rep's is: what a client reads is judged, and 'Rep' is a word kept from clients.
  const { user, client } = await signUp(server.url, 'Jordan Avery');
  const company = await client.post('/api/companies', { name: 'Northwind Outfitters', domain: 'northwind-outfitters.example' });
  if (company.status !== 201) throw new Error(`the evaluation's client company could not be added: ${company.status}`);
  return { server, client, actor: { userId: user.id, workspaceId: user.workspaceId, role: 'owner' }, companyId: company.body.company.id, catalogueSize };
}
