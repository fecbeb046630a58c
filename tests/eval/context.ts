import { signUp, type ApiClient } from '../helpers/client.js';
import { EVAL_NOW } from './assistant/questions.js';
import { readCatalogue, type ListedProduct } from './catalogue-rows.js';
import { startEvalServer, type EvalServer } from './server.js';
import type { Writers } from './writers/produce.js';

/**
 * What every evaluation suite runs against: the product started as a user starts it, in a process
 * of its own over an empty embedded database (tests/eval/server.ts), its clock at EVAL_NOW (the
 * questions' deadlines are dated from it), the built-in catalogue; a rep of a workspace of their
 * own signed in over HTTP; and the judges' copy of the catalogue, read through the API.
 */

export interface EvalContext {
  url: string;
  /** The evaluation's rep, signed in over HTTP (everything is asked as they ask it). */
  client: ApiClient;
  /** The client company the assistant's chats are about: a name, no facts that could steer a reply. */
  companyId: string;
  catalogueSize: number;
  /** The whole catalogue as the judges read it, by product id. */
  catalogue: ReadonlyMap<string, ListedProduct>;
  /** The writers' cases: the same rep, the research stand-in's facts, the server's clock. */
  writers: Writers;
  close(): Promise<void>;
}

/** Products generated for the evaluation (EVAL_CATALOGUE_SIZE): the generator's default size. */
export const EVAL_CATALOGUE_SIZE = Number(process.env.EVAL_CATALOGUE_SIZE ?? 4000);

export async function startEvalContext(catalogueSize = EVAL_CATALOGUE_SIZE): Promise<EvalContext> {
  const server: EvalServer = await startEvalServer({ catalogueSize, clockNow: EVAL_NOW });
  try {
    // A person's name, as a rep's is: what a client reads is judged, and 'Rep' is a word kept from clients.
    const { client } = await signUp(server.url, 'Jordan Avery');
    const company = await client.post('/api/companies', { name: 'Northwind Outfitters', domain: 'northwind-outfitters.example' });
    if (company.status !== 201) throw new Error(`the evaluation's client company could not be added: ${company.status}`);
    const catalogue = await readCatalogue(client, catalogueSize);
    return {
      url: server.url,
      client,
      companyId: (company.body as { company: { id: string } }).company.id,
      catalogueSize,
      catalogue,
      writers: { client, researchFacts: server.researchFacts, now: EVAL_NOW },
      close: () => server.close(),
    };
  } catch (err) {
    await server.close();
    throw err;
  }
}
