import type { GeneratedMessage, MessageKind, MessageStatus } from '../../contracts/messages.js';
import type { generatedMessages } from '../db/schema/index.js';

export type MessageRow = typeof generatedMessages.$inferSelect;
export type MessageParties = {
  contact: { id: string; firstName: string; lastName: string } | null;
  company: { id: string; name: string } | null;
};

/** The one shape a generated message has in HTTP bodies and socket payloads. */
export function presentMessage(row: MessageRow, parties: MessageParties): GeneratedMessage {
  return {
    id: row.id,
    messageType: row.messageType as MessageKind,
    subject: row.subject,
    message: row.message,
    status: row.status as MessageStatus,
    provider: row.provider,
    error: row.error,
    guidance: row.guidance ?? null,
    contactId: row.contactId,
    companyId: row.companyId,
    buyingSignalId: row.buyingSignalId,
    templateId: row.templateId,
    contact: parties.contact,
    company: parties.company,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
