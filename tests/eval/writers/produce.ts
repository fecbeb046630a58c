import { brandingInput } from '../../../contracts/branding.js';
import type { RepGuidance } from '../../../contracts/guidance.js';
import type { AppContext } from '../../../server/context.js';
import type { Actor } from '../../../server/auth/middleware.js';
import { buyerSignalAlerts, companies, contacts } from '../../../server/db/schema/index.js';
import { getMessage, requestGeneration as requestMessage } from '../../../server/messages/service.js';
import { writePendingMessage } from '../../../server/messages/generate.js';
import { createPresentation, getPresentation, requestGeneration as requestDeck } from '../../../server/presentations/service.js';
import { writeRequestedPresentation } from '../../../server/presentations/generate.js';
import { detectSignalsFromText } from '../../../server/research/signals/rules.js';
import { saveBranding } from '../../../server/settings/branding/service.js';
import type { MessageCase } from './cases.js';

/**
 * Runs the real writers for the evaluation's briefs, in process, through the same service calls
 * and job handlers the app uses: a company with its researched news, a contact, the signal the
 * built-in detector finds in that news; or a presentation generated from a prompt.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = 86_400_000;

export interface Writers {
  app: AppContext;
  actor: Actor;
}

export async function useBranding(w: Writers, branding: { tone: string; keywords: string[] }): Promise<void> {
  await saveBranding(
    w.app,
    w.actor,
    brandingInput.parse({
      companyName: 'Summit Swag Co',
      brandTone: branding.tone,
      primaryColor: '#2563EB',
      secondaryColor: '#FDBA74',
      brandKeywords: branding.keywords.join(', '),
      servicesOffered: 'Custom apparel, Event kits, Kitting',
      industriesServed: 'Healthcare, Manufacturing, Hospitality',
    }),
  );
}

export async function writeCaseMessage(w: Writers, c: MessageCase, now = new Date()): Promise<{ message: string; guidance: RepGuidance | null; signalSummary: string }> {
  const when = new Date(now.getTime() - c.ageDays * DAY);
  const activity = c.activity.replace('{name}', c.company.name).replace('{date}', `${MONTHS[when.getUTCMonth()]} ${when.getUTCFullYear()}`);
  const domain = `${c.id}.example`;
  const [company] = await w.app.db
    .insert(companies)
    .values({ workspaceId: w.actor.workspaceId, name: c.company.name, domain, industry: c.company.industry, employeeCount: c.company.employees, recentActivity: activity, researchSource: 'company website' })
    .returning({ id: companies.id });
  const [contact] = await w.app.db
    .insert(contacts)
    .values({ workspaceId: w.actor.workspaceId, companyId: company.id, firstName: c.contact.firstName, lastName: c.contact.lastName, jobTitle: c.contact.jobTitle })
    .returning({ id: contacts.id });
  const [signal] = detectSignalsFromText({ name: c.company.name, industry: c.company.industry, recentActivity: activity, description: null }, now);
  if (!signal) throw new Error(`${c.id}: the signal rules found nothing in "${activity}"`);
  const occurredAt = signal.occurredAt ? new Date(signal.occurredAt) : null;
  const isHistory = occurredAt !== null && now.getTime() - occurredAt.getTime() > w.app.config.signalMaxAgeDays * DAY;
  const [row] = await w.app.db
    .insert(buyerSignalAlerts)
    .values({
      workspaceId: w.actor.workspaceId, companyId: company.id, signalKey: signal.key, signalType: signal.signalType, summary: signal.summary, reasoning: signal.reasoning,
      stepsTaken: signal.nextSteps, useCase: signal.useCase, productCategories: signal.productCategories, evidence: signal.evidence, provider: 'SwagScout built-in', occurredAt, isHistory, isRead: isHistory,
    })
    .returning({ id: buyerSignalAlerts.id });
  await useBranding(w, { tone: c.tone, keywords: c.brandKeywords });
  const pending = await requestMessage(w.app, w.actor, { contactId: contact.id, messageType: c.kind, buyingSignalId: row.id, templateId: null });
  await writePendingMessage(w.app, { messageId: pending.id, userId: w.actor.userId, workspaceId: w.actor.workspaceId });
  const written = await getMessage(w.app, w.actor, pending.id);
  if (written.status !== 'ready') throw new Error(`${c.id}: message ${written.status}: ${written.error}`);
  return { message: written.message ?? '', guidance: written.guidance, signalSummary: signal.summary };
}

export async function writeCaseDeck(w: Writers, id: string, prompt: string): Promise<{ html: string; guidance: RepGuidance | null }> {
  const created = await createPresentation(w.app, w.actor, { title: `Eval ${id}`, description: null });
  await requestDeck(w.app, w.actor, created.id, { prompt });
  await writeRequestedPresentation(w.app, { presentationId: created.id, userId: w.actor.userId, workspaceId: w.actor.workspaceId, prompt });
  const deck = await getPresentation(w.app, w.actor, created.id);
  return { html: deck.content?.htmlContent ?? '', guidance: deck.guidance };
}
