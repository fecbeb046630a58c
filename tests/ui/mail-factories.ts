import type { MailboxState, OutboundEmail } from '../../contracts/mail.js';
import type { Enrollment, Sequence } from '../../contracts/sequences.js';

let n = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
const AT = '2026-03-02T10:00:00.000Z';

export function buildMailbox(over: Partial<MailboxState> = {}): MailboxState {
  return {
    connected: true,
    fromName: 'Rita Rep',
    fromEmail: 'rita@bright.example',
    smtpHost: 'smtp.gmail.com',
    smtpPort: 465,
    smtpSecurity: 'tls',
    smtpUser: 'rita@bright.example',
    hasSmtpPassword: true,
    imapHost: 'imap.gmail.com',
    imapPort: 993,
    imapSecurity: 'tls',
    imapUser: 'rita@bright.example',
    hasImapPassword: true,
    signature: 'Rita Rep\nBright Promo',
    dailyCap: 200,
    status: 'ok',
    statusMessage: null,
    checkedAt: AT,
    sentToday: 12,
    ...over,
  };
}

export const NO_MAILBOX: MailboxState = {
  ...buildMailbox(),
  connected: false,
  fromName: '',
  fromEmail: '',
  smtpHost: '',
  smtpUser: '',
  hasSmtpPassword: false,
  imapHost: null,
  imapPort: null,
  imapSecurity: null,
  imapUser: null,
  hasImapPassword: false,
  signature: '',
  checkedAt: null,
  sentToday: 0,
};

export function buildOutbound(over: Partial<OutboundEmail> = {}): OutboundEmail {
  return {
    id: uuid(),
    contactId: uuid(),
    companyId: uuid(),
    messageId: null,
    enrollmentId: null,
    stepIndex: null,
    userId: 'u-signed-in',
    toEmail: 'dana@harbor.example',
    toName: 'Dana Reyes',
    subject: 'Kits for Harbor Health',
    body: 'Hi Dana,\n\nOnboarding kits?',
    link: null,
    status: 'queued',
    error: null,
    sentAt: null,
    createdAt: AT,
    ...over,
  };
}

export function buildSequence(over: Partial<Sequence> = {}): Sequence {
  return {
    id: uuid(),
    name: 'Trade show follow-up',
    steps: [
      { kind: 'email', delayDays: 0, templateId: null },
      { kind: 'follow_up', delayDays: 3, templateId: null },
      { kind: 'call', delayDays: 2, note: 'Ask about the booth' },
    ],
    requireApproval: false,
    createdBy: 'u-signed-in',
    counts: { active: 2, paused: 1, finished: 0, stopped: 1 },
    createdAt: AT,
    updatedAt: AT,
    ...over,
  };
}

export function buildEnrollment(sequence: Pick<Sequence, 'id' | 'name'>, over: Partial<Enrollment> = {}): Enrollment {
  return {
    id: uuid(),
    sequenceId: sequence.id,
    sequenceName: sequence.name,
    contactId: uuid(),
    contactName: 'Dana Reyes',
    contactEmail: 'dana@harbor.example',
    companyId: uuid(),
    companyName: 'Harbor Health',
    ownerId: 'u-signed-in',
    status: 'active',
    stopReason: null,
    nextStep: 1,
    stepCount: 3,
    nextRunAt: '2026-12-01T09:40:00',
    createdAt: AT,
    ...over,
  };
}
