import { randomUUID } from 'node:crypto';
import type { GeneratedMessage } from '../../contracts/messages.js';

export function buildMessage(over: Partial<GeneratedMessage> = {}): GeneratedMessage {
  const contactId = randomUUID();
  const companyId = randomUUID();
  return {
    id: randomUUID(),
    messageType: 'email',
    subject: 'Onboarding kits for Harbor Health',
    message: 'Hi Dana, congratulations on the new clinic! We would love to help with onboarding kits.',
    status: 'ready',
    provider: 'SwagScout built-in',
    error: null,
    guidance: null,
    contactId,
    companyId,
    buyingSignalId: null,
    templateId: null,
    contact: { id: contactId, firstName: 'Dana', lastName: 'Reyes' },
    company: { id: companyId, name: 'Harbor Health' },
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...over,
  };
}
