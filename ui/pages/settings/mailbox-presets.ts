import type { MailSecurity } from '../../../contracts/mail.js';

export type PresetKey = 'gmail' | 'microsoft' | 'other';
type Server = { host: string; port: number; security: MailSecurity };
export type Preset = { label: string; smtp: Server; imap: Server };

/** The common providers' servers: choosing one fills host, port and security. */
export const PRESETS: Record<Exclude<PresetKey, 'other'>, Preset> = {
  gmail: { label: 'Gmail', smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' }, imap: { host: 'imap.gmail.com', port: 993, security: 'tls' } },
  microsoft: {
    label: 'Microsoft 365',
    smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
    imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
  },
};

export const PRESET_OPTIONS: Array<{ label: string; value: PresetKey }> = [
  { label: 'Gmail', value: 'gmail' },
  { label: 'Microsoft 365', value: 'microsoft' },
  { label: 'Other', value: 'other' },
];

/** Which preset the SMTP host is (Other for any server of the rep's own). */
export function presetOf(smtpHost: string): PresetKey {
  const host = smtpHost.trim().toLowerCase();
  if (host === PRESETS.gmail.smtp.host) return 'gmail';
  if (host === PRESETS.microsoft.smtp.host) return 'microsoft';
  return 'other';
}

/** The usual port of each security, for SMTP (sending) and IMAP (reading replies). */
export const DEFAULT_PORTS: Record<'smtp' | 'imap', Record<MailSecurity, number>> = {
  smtp: { tls: 465, starttls: 587, none: 25 },
  imap: { tls: 993, starttls: 143, none: 143 },
};

/** The port to show after the security changed: the new default, unless the rep typed a port of their own. */
export function portAfterSecurityChange(kind: 'smtp' | 'imap', port: string, security: MailSecurity): string {
  const usual = Object.values(DEFAULT_PORTS[kind]).map(String);
  return port.trim() === '' || usual.includes(port.trim()) ? String(DEFAULT_PORTS[kind][security]) : port;
}
