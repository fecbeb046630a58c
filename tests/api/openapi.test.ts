import type Router from '@koa/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTable } from '../../contracts/http/api.js';
import { pathOf, successStatuses, type RouteDef } from '../../contracts/http/route.js';
import type { RunningServer } from '../../server/app.js';
import { openApiPath } from '../../server/docs/openapi.js';
import { checkResponse } from '../../server/http/typed-routes.js';
import { pngImage } from '../helpers/images.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { firstColourOf } from '../helpers/orders.js';

let server: RunningServer;
beforeAll(async () => {
  // A few built-in products, for a proposal's line.
  server = await sharedCatalogueServer();
  await server.seeded;
});

type Document = { openapi: string; paths: Record<string, Record<string, { operationId: string; security: unknown[]; description?: string; 'x-permission'?: string }>> };

/** Every method and path the app's Koa routers answer (walked from the running app's middleware). */
function registeredRoutes(): string[] {
  // The routers run inside the app's one chained middleware (server/http/chain.ts).
  const routers = server.koa.middleware
    .flatMap((mw) => (mw as { steps?: readonly unknown[] }).steps ?? [mw])
    .map((mw) => (mw as { router?: Router }).router)
    .filter((r): r is Router => r !== undefined);
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m.toLowerCase()} ${openApiPath(String(layer.path))}`)),
  );
}

describe('GET /api/openapi.json', () => {
  it('is public, OpenAPI 3.1, and lists exactly the routes the app registers', async () => {
    const res = await new ApiClient(server.url).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as Document;
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(79);
    expect(new Set(registered)).toEqual(new Set(documented));
    expect(doc.paths['/api/companies/{id}'].patch.operationId).toBe('companies.update');
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/companies'].get.security).toEqual([{ session: [] }]);
    // Who may call each route, from the permission it declares.
    expect(doc.paths['/api/branding'].put['x-permission']).toBe('workspace.settings');
    expect(doc.paths['/api/branding'].put.description).toBe('Roles: owner, admin (workspace.settings); any other is refused with 403.');
    expect(doc.paths['/api/auth/login'].post['x-permission']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('is a readable page grouped by area, with no script and a CSP that allows only its own style', async () => {
    const res = await new ApiClient(server.url).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = String(res.body);
    for (const area of Object.keys(apiTable)) expect(html).toContain(`id="area-${area}"`);
    expect(html).toContain('<code>/api/companies/{id}</code>');
    expect(html).not.toMatch(/<script/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('real responses match their schemas', () => {
  it('answers of every area validate against the route table (and name no undeclared field)', async () => {
    const { client } = await signUp(server.url);
    const checked = new Set<string>();
    const call = async (area: keyof typeof apiTable, name: string, opts: { params?: Record<string, string>; query?: string; body?: unknown } = {}) => {
      const def = (apiTable[area] as Record<string, RouteDef>)[name];
      const res = await client.request(def.method, pathOf(def.path, opts.params) + (opts.query ?? ''), opts.body ?? (def.method === 'GET' ? undefined : {}));
      expect(successStatuses(def), `${area}.${name}: ${JSON.stringify(res.body)}`).toContain(res.status);
      checkResponse(def, res.status === 204 ? undefined : res.body);
      checked.add(area);
      return res.body as Record<string, { id: string }>;
    };

    await call('auth', 'me');
    await call('profile', 'get');
    await call('branding', 'get');
    await call('templates', 'create', { body: { name: 'Intro', type: 'email', subject: 'Hi {company}', content: 'Hello {contact}' } });
    await call('templates', 'list');
    const { company } = await call('companies', 'create', { body: { name: 'Acme', domain: 'acme.com' } });
    await call('companies', 'list');
    await call('companies', 'list', { query: '?sort=amount&stale=true' });
    await call('companies', 'get', { params: { id: company.id } });
    await call('companyIntel', 'timeline', { params: { id: company.id } });
    await call('companyIntel', 'providers');
    // The logo's upload is a raw image body: sent here by hand, its answer checked like the rest.
    const uploaded = await fetch(`${server.url}/api/companies/${company.id}/logo`, { method: 'PUT', headers: { cookie: client.cookieHeader, 'content-type': 'image/png' }, body: new Uint8Array(pngImage()) });
    checkResponse(apiTable.companyLogo.put, await uploaded.json());
    await call('companyLogo', 'remove', { params: { id: company.id } });
    await call('directory', 'companies', { query: '?limit=3' });
    await call('alerts', 'list');
    await call('alerts', 'badge');
    await call('catalogue', 'categories');
    await call('catalogue', 'search', { query: '?keywords=mug' });
    await call('catalogue', 'credentials');
    const { contact } = await call('contacts', 'create', { body: { firstName: 'Ada', lastName: 'Lovelace', companyId: company.id, email: 'ada@acme.com' } });
    await call('contacts', 'list');
    const { task } = await call('tasks', 'create', { body: { title: 'Call Ada', dueAt: '2031-11-26', contactId: contact.id } });
    await call('tasks', 'list');
    await call('tasks', 'badge');
    await call('tasks', 'get', { params: { id: task.id } });
    await call('tasks', 'snooze', { params: { id: task.id }, body: { option: '3d' } });
    await call('tasks', 'update', { params: { id: task.id }, body: { status: 'done' } });
    await call('companyIntel', 'timeline', { params: { id: company.id } }); // now with 'Task done: Call Ada'
    await call('tasks', 'remove', { params: { id: task.id } });
    await call('mail', 'getMailbox');
    await call('mail', 'saveSettings', { body: { postalAddress: '1 Main St, Springfield', timeZone: 'Europe/Berlin', windowStart: 540, windowEnd: 1020 } });
    await call('mail', 'getSettings');
    await call('mail', 'emails', { query: `?contactId=${contact.id}` });
    await call('mail', 'outbox');
    const { sequence } = await call('sequences', 'create', { body: { name: 'Intro', steps: [{ kind: 'call', delayDays: 1 }, { kind: 'linkedin_connect', delayDays: 2 }] } });
    await call('sequences', 'list');
    await call('sequences', 'enroll', { params: { id: sequence.id }, body: { contactIds: [contact.id] } });
    const { enrollments } = (await call('sequences', 'get', { params: { id: sequence.id } })) as unknown as { enrollments: { id: string }[] };
    await call('sequences', 'enrollments', { query: `?contactId=${contact.id}` });
    await call('sequences', 'pause', { params: { id: enrollments[0]!.id } });
    await call('sequences', 'resume', { params: { id: enrollments[0]!.id } });
    await call('sequences', 'unenroll', { params: { id: enrollments[0]!.id } });
    await call('messages', 'compose', { query: `?contactId=${contact.id}` });
    await call('messages', 'list');
    const batch = await call('companyBatches', 'create', { body: { text: 'Globex, globex.com\nInitech, initech.com' } });
    await call('companyBatches', 'get', { params: { id: batch.batch.id } });
    await call('contactBatches', 'create', { body: { companyId: company.id, source: 'paste', text: 'Grace Hopper, CTO' } });
    await call('contactBatches', 'list');
    const { presentation } = await call('presentations', 'create', { body: { title: 'Deck' } });
    await call('presentations', 'get', { params: { id: presentation.id } });
    await call('presentationSharing', 'get', { params: { id: presentation.id } });
    const deckLink = (await call('presentationSharing', 'share', { params: { id: presentation.id }, body: {} })) as unknown as { token: string };
    for (const [name, body] of [['get', undefined], ['comment', { text: 'Looks good', name: 'Casey Client', email: 'casey@acme.com' }]] as const) {
      const def = (apiTable.publicPresentations as Record<string, RouteDef>)[name];
      const res = await new ApiClient(server.url).request(def.method, pathOf(def.path, { token: deckLink.token }), body);
      expect(successStatuses(def), `publicPresentations.${name}: ${JSON.stringify(res.body)}`).toContain(res.status);
      checkResponse(def, res.body);
      checked.add('publicPresentations');
    }
    await call('presentationSharing', 'revoke', { params: { id: presentation.id } });
    const { session } = await call('chat', 'createSession', { body: { companyId: company.id } });
    await call('chat', 'session', { params: { id: session.id } });
    await call('documents', 'list');
    const { proposal } = await call('proposals', 'create', { body: { title: 'Gala', companyId: company.id } });
    const products = (await client.get('/api/catalogue/search?maxRecs=1')).body as { products: { id: string }[] };
    const withLine = (await call('proposals', 'addLine', { params: { id: proposal.id }, body: { productId: products.products[0].id, tiers: [100, 250], color: await firstColourOf(client, products.products[0].id) } })) as unknown as { proposal: { lines: { id: string }[] } };
    const lineId = withLine.proposal.lines[0].id;
    await call('proposals', 'updateLine', { params: { id: proposal.id, lineId }, body: { marginPct: 35 } });
    await call('proposals', 'update', { params: { id: proposal.id }, body: { shippingCents: 2500 } });
    await call('proposals', 'get', { params: { id: proposal.id } });
    await call('proposals', 'list');
    const { token } = (await call('proposals', 'share', { params: { id: proposal.id }, body: {} })) as unknown as { token: string };
    // The client's side is public: no cookie.
    const anonymous = new ApiClient(server.url);
    const publicCall = async (name: string, opts: { body?: unknown } = {}) => {
      const def = (apiTable.publicProposals as Record<string, RouteDef>)[name];
      const res = await anonymous.request(def.method, pathOf(def.path, { token }), opts.body);
      expect(successStatuses(def), `publicProposals.${name}: ${JSON.stringify(res.body)}`).toContain(res.status);
      checkResponse(def, res.body);
      checked.add('publicProposals');
    };
    await publicCall('get');
    await publicCall('act', {
      body: { kind: 'approve', lineId, name: 'Casey Client', email: 'casey@acme.com', delivery: { shipTo: { name: 'Casey Client', line1: '1 Main St', city: 'Austin', region: 'TX', postalCode: '78701' }, inHandsDate: '2031-12-01', poNumber: 'PO-9' } },
    });
    const { order } = (await call('orders', 'create', { params: { id: proposal.id } })) as unknown as { order: { id: string; purchaseOrders: { id: string; supplierId: string }[] } };
    await call('orders', 'get', { params: { id: order.id } });
    await call('orders', 'list');
    await call('orders', 'update', { params: { id: order.id }, body: { title: 'Gala order', clientPoNumber: 'PO-10' } });
    await call('orders', 'board');
    await call('orders', 'getPo', { params: { id: order.purchaseOrders[0]!.id } });
    await call('orders', 'suppliers');
    await call('orders', 'updateSupplier', { params: { id: order.purchaseOrders[0]!.supplierId }, body: { orderEmail: 'orders@supplier.example', transitDays: 4 } });
    const orderLines = (await client.get(`/api/orders/${order.id}`)).body.order.lines as { id: string }[];
    const proofUpload = await fetch(`${server.url}/api/orders/${order.id}/lines/${orderLines[0]!.id}/proofs?name=proof.pdf`, {
      method: 'POST',
      headers: { cookie: client.cookieHeader, 'content-type': 'application/pdf', origin: server.url },
      body: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
    });
    const { proof } = (await proofUpload.json()) as { proof: { id: string } };
    checkResponse(apiTable.orders.uploadProof, { proof });
    const decideDef = apiTable.publicProofs.decide;
    const decided = await anonymous.request(decideDef.method, pathOf(decideDef.path, { token, proofId: proof.id }), { decision: 'approve', name: 'Casey Client', email: 'casey@acme.com' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    checkResponse(decideDef, decided.body);
    checked.add('publicProofs');
    await call('orders', 'margin', { params: { id: order.id } });
    const { invoice } = (await call('orders', 'createInvoice', { params: { id: order.id }, body: { kind: 'deposit', percent: 30 } })) as unknown as { invoice: { id: string } };
    await call('orders', 'invoices', { params: { id: order.id } });
    await call('orders', 'pay', { params: { id: invoice.id }, body: { amountCents: 100, paidOn: '2031-11-26' } });
    await call('orders', 'settings');
    await call('orders', 'updateSettings', { body: { commissionPct: 8 } });
    await call('orders', 'commission');
    await call('proposals', 'removeLine', { params: { id: proposal.id, lineId } });
    await call('proposals', 'revokeShare', { params: { id: proposal.id } });
    await call('proposals', 'remove', { params: { id: proposal.id } });
    await call('proposalSettings', 'get');
    await call('proposalSettings', 'update', { body: { defaultMarginPct: 35 } });
    await call('analytics', 'record', { body: { events: [{ kind: 'feature', feature: 'chat_page_view' }] } });
    await call('jobs', 'list');
    await call('dashboard', 'get');
    await call('dealSettings', 'get');
    await call('dealSettings', 'update', { body: { probabilities: { Lead: 5, Qualified: 20, Meeting: 40, Proposal: 60, Opportunity: 80, Won: 100, Lost: 0 }, lostReasons: ['Price', 'Timing'], staleDays: 10 } });
    await call('companies', 'update', { params: { id: company.id }, body: { amountCents: 215000, closeDate: '2026-12-15' } });
    await call('companies', 'update', { params: { id: company.id }, body: { stage: 'Lost', lostReason: 'Price' } });
    await call('companies', 'summary');
    for (const report of ['pipeline', 'forecast', 'winLoss', 'timeInStage', 'activity', 'signals']) await call('reports', report);
    await call('activity', 'list');
    await call('imports', 'list');
    await call('team', 'members');
    await call('team', 'workspaces');
    const invited = (await call('team', 'invite', { body: { email: 'rep@acme.com', role: 'member' } })) as unknown as { invitation: { url: string } };
    await call('team', 'invitations');
    await call('team', 'previewInvitation', { params: { token: invited.invitation.url.split('/join/')[1] } });

    const areasWithJson = Object.keys(apiTable).filter((a) => a !== 'docs');
    expect([...checked].sort()).toEqual(areasWithJson.sort());
  });
});
