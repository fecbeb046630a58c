import type { RepGuidance } from '../../../contracts/guidance.js';
import type { ApiClient } from '../../helpers/client.js';
import type { CompanyFacts } from '../server.js';
import type { MessageCase } from './cases.js';

/**
 * Runs the real writers for the evaluation's briefs as a rep does, over HTTP against the server
 * of tests/eval/server.ts: a company researched (the research stand-in answers with the case's
 * news), the buyer signal the server finds in that news, a contact, the brand voice, then a
 * message written for the contact about that signal; or a presentation generated from a prompt.
 * Nothing of the server is imported: what is judged is what the API hands a rep.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = 86_400_000;

export interface Writers {
  /** The evaluation's rep, signed in. */
  client: ApiClient;
  /** What the server's research answers, by company website (tests/eval/server.ts). */
  researchFacts: Map<string, CompanyFacts>;
  /** The server's clock (CLOCK_NOW): the news is dated from it. */
  now: Date;
}

async function expectStatus(res: Promise<{ status: number; body: any }>, status: number, what: string): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
}

/** Polls `read` until it returns something, as a page waiting for a job would (up to a minute). */
async function until<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 2400; i++) {
    const found = await read();
    if (found !== null) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what}: still waiting after a minute`);
}

export async function useBranding(w: Writers, branding: { tone: string; keywords: string[] }): Promise<void> {
  await expectStatus(
    w.client.put('/api/branding', {
      companyName: 'Summit Swag Co',
      brandTone: branding.tone,
      primaryColor: '#2563EB',
      secondaryColor: '#FDBA74',
      brandKeywords: branding.keywords.join(', '),
      servicesOffered: 'Custom apparel, Event kits, Kitting',
      industriesServed: 'Healthcare, Manufacturing, Hospitality',
    }),
    200,
    'saving the brand voice',
  );
}

interface AlertItem {
  id: string;
  summary: string;
}

export async function writeCaseMessage(w: Writers, c: MessageCase): Promise<{ message: string; guidance: RepGuidance | null; signalSummary: string }> {
  const when = new Date(w.now.getTime() - c.ageDays * DAY);
  const activity = c.activity.replace('{name}', c.company.name).replace('{date}', `${MONTHS[when.getUTCMonth()]} ${when.getUTCFullYear()}`);
  const domain = `${c.id}.example`;
  w.researchFacts.set(domain, { industry: c.company.industry, employeeCount: c.company.employees, recentActivity: activity });
  const { company } = await expectStatus(w.client.post('/api/companies', { name: c.company.name, domain }), 201, `${c.id}: adding the company`);
  await expectStatus(w.client.post(`/api/companies/${company.id}/research`, {}), 202, `${c.id}: researching the company`);
  const alert = await until(`${c.id}: the buyer signal in "${activity}"`, async () => {
    // The company page's signals: current ones and Earlier activity (an old event is found too).
    const { signals } = await expectStatus(w.client.get(`/api/companies/${company.id}`), 200, `${c.id}: reading the company`);
    return (signals as AlertItem[])[0] ?? null;
  });
  const { contact } = await expectStatus(
    w.client.post('/api/contacts', { companyId: company.id, firstName: c.contact.firstName, lastName: c.contact.lastName, jobTitle: c.contact.jobTitle }),
    201,
    `${c.id}: adding the contact`,
  );
  await useBranding(w, { tone: c.tone, keywords: c.brandKeywords });
  const pending = await expectStatus(
    w.client.post('/api/messages/generate', { contactId: contact.id, messageType: c.kind, buyingSignalId: alert.id, templateId: null }),
    202,
    `${c.id}: asking for the message`,
  );
  const written = await until(`${c.id}: the message`, async () => {
    const { message } = await expectStatus(w.client.get(`/api/messages/${pending.message.id}`), 200, `${c.id}: reading the message`);
    return message.status === 'pending' ? null : message;
  });
  if (written.status !== 'ready') throw new Error(`${c.id}: message ${written.status}: ${written.error}`);
  return { message: written.message ?? '', guidance: written.guidance, signalSummary: alert.summary };
}

export async function writeCaseDeck(w: Writers, id: string, prompt: string): Promise<{ html: string; guidance: RepGuidance | null }> {
  const { presentation } = await expectStatus(w.client.post('/api/presentations', { title: `Eval ${id}`, description: null }), 201, `${id}: creating the presentation`);
  await expectStatus(w.client.post(`/api/presentations/${presentation.id}/generate`, { prompt }), 202, `${id}: asking for the deck`);
  const deck = await until(`${id}: the deck`, async () => {
    const body = await expectStatus(w.client.get(`/api/presentations/${presentation.id}`), 200, `${id}: reading the deck`);
    return body.presentation.generationStatus === 'generating' ? null : body.presentation;
  });
  if (deck.generationStatus === 'failed') throw new Error(`${id}: the deck failed: ${deck.error}`);
  return { html: deck.content?.htmlContent ?? '', guidance: deck.guidance };
}
