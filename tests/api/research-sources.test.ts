import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import type { Company } from '../../contracts/companies.js';
import type { Alert } from '../../contracts/alerts.js';

// docs/product.md#company, #signals: research and signals show where each fact came from and
// never state a fact their source did not give.

let server: RunningServer;
let a: ApiClient;
let socket: TestSocket;

beforeAll(async () => {
  server = await startTestServer({ signalMaxAgeDays: 100_000 });
  await server.seeded;
  a = (await signUp(server.url, 'Source Checker')).client;
  socket = await connectSocket(server.url, a.cookieHeader);
});
afterAll(async () => {
  socket?.close();
  await server?.close();
});

const checked = (id: string) => (e: EventEnvelope) => e.type === 'company.signals.checked' && (e.payload as { companyId: string }).companyId === id;

describe('research and signal sources', () => {
  it('records the source of every fact research filled in, and each signal carries its source sentence and detector', async () => {
    const pick = (await a.get('/api/directory/companies?limit=40')).body.items.find((c: { recentActivity: string | null }) => c.recentActivity) as { name: string; domain: string };
    const id = (await a.post('/api/companies', { name: pick.name, domain: pick.domain })).body.company.id as string;
    const manual = await a.patch(`/api/companies/${id}`, { headquarters: 'Typed In, TX' });
    expect(manual.status).toBe(200);
    expect((await a.post(`/api/companies/${id}/research`)).status).toBe(202);
    await socket.waitFor(checked(id), 30_000);
    const { company, signals } = (await a.get(`/api/companies/${id}`)).body as { company: Company; signals: Alert[] };

    const directory = { source: 'directory', label: 'SwagScout directory (sample data)' };
    for (const field of ['industry', 'companySize', 'eventParticipationLikelihood', 'recentActivity', 'promoOpportunities', 'uniqueCharacteristics'] as const) {
      if (company[field]) expect(company.factSources[field], field).toEqual(directory);
    }
    // Research replaced the typed-in headquarters with the directory's, and says so.
    expect(company.factSources.headquarters).toEqual(directory);

    expect(signals.length).toBeGreaterThan(0);
    for (const s of signals) {
      expect(s.provider).toBe('SwagScout built-in');
      // The signal's evidence is a sentence its source gave, word for word.
      expect(company.recentActivity).toContain(s.evidence!.replace(/\.$/, ''));
    }
    // An estimate is not turned into a claim that the company attends a named show.
    expect(company.promoOpportunities ?? '').not.toMatch(/Likely at/);
  });
});
