import type { BackgroundJob } from '../../contracts/background-jobs.js';

type Kind = {
  label: string;
  /** Who sees it: the whole workspace (company work) or only the user who asked (their chats, messages, presentations). */
  audience: 'workspace' | 'user';
  subject: (data: Record<string, unknown>) => BackgroundJob['subject'];
  /** A failed one can simply be queued again (the Retry button). */
  retryable: boolean;
};

const company = (d: Record<string, unknown>) => (typeof d.companyId === 'string' ? { kind: 'company' as const, id: d.companyId } : null);

/** Every job kind the Background jobs page shows; others (housekeeping, the sweep itself) belong to no workspace. */
export const JOB_KINDS: Record<string, Kind> = {
  'company.enrich': { label: 'Enrichment', audience: 'workspace', subject: company, retryable: true },
  'company.research': { label: 'Research', audience: 'workspace', subject: company, retryable: true },
  'company.signals.detect': { label: 'Signal detection', audience: 'workspace', subject: company, retryable: true },
  'company.contacts.find': { label: 'Contact finding', audience: 'workspace', subject: company, retryable: true },
  // Retrying would find nothing to do: a failed batch stays failed, and a new batch searches again.
  'contact_batch.find': {
    label: 'Contact batch search',
    audience: 'workspace',
    subject: (d) => (typeof d.batchId === 'string' ? { kind: 'contactBatch', id: d.batchId } : null),
    retryable: false,
  },
  'message.generate': {
    label: 'Message writing',
    audience: 'user',
    subject: (d) => (typeof d.messageId === 'string' ? { kind: 'message', id: d.messageId } : null),
    retryable: false,
  },
  'presentation.generate': {
    label: 'Presentation writing',
    audience: 'user',
    subject: (d) => (typeof d.presentationId === 'string' ? { kind: 'presentation', id: d.presentationId } : null),
    retryable: false,
  },
  'chat.reply': {
    label: 'Chat reply',
    audience: 'user',
    subject: (d) => (typeof d.sessionId === 'string' ? { kind: 'chatSession', id: d.sessionId } : null),
    retryable: false,
  },
};

export const WORKSPACE_KINDS = Object.keys(JOB_KINDS).filter((k) => JOB_KINDS[k].audience === 'workspace');
export const USER_KINDS = Object.keys(JOB_KINDS).filter((k) => JOB_KINDS[k].audience === 'user');
