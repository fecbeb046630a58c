import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context.js';

export type Mail = { to: string; subject: string; text: string; html: string };

const transports = new WeakMap<object, Transporter>();

/**
 * Sends one mail through SMTP_URL. Returns false when no SMTP is configured or the server refused
 * it (logged): mail is a convenience here, the caller always has the link to show instead.
 */
export async function sendMail(app: Pick<AppContext, 'config' | 'log'>, mail: Mail): Promise<boolean> {
  const smtp = app.config.smtp;
  if (!smtp) return false;
  let transport = transports.get(app.config);
  if (!transport) transports.set(app.config, (transport = nodemailer.createTransport(smtp.url)));
  try {
    await transport.sendMail({ from: smtp.from, ...mail });
    return true;
  } catch (err) {
    app.log.warn({ err: { message: (err as Error).message, code: (err as { code?: string }).code } }, 'mail not sent');
    return false;
  }
}
