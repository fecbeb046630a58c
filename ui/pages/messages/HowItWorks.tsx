import { Link } from 'wouter';
import { Card, CardBody, CardHeader } from '../../components/Card.js';

const STEPS = [
  'Choose the message type: Email, Connection Request Message or Post-Connection Message.',
  'Optionally pick one of the company’s buying signals and one of your templates.',
  'Generate: the message is written from your branding profile, the contact, the company and the signal.',
  'Edit the subject and message and check the Preview. Send an email now from your own mailbox; copy a LinkedIn message into LinkedIn.',
];

export function HowItWorks({ provider }: { provider?: string }) {
  return (
    <Card>
      <CardHeader title="How it works" />
      <CardBody>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          {STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p className="mt-4 text-xs text-slate-500">
          Emails are really sent, from the mailbox you connect in{' '}
          <Link href="/settings?tab=mailbox" className="font-medium text-brand-700 hover:underline">
            Settings → Mailbox
          </Link>
          , with your signature; replies come back to you, and you see whether each email was sent or why it failed. LinkedIn is not automated: SwagScout writes the
          message, you send it.
          {provider && <> Messages are written by {provider}.</>}
        </p>
      </CardBody>
    </Card>
  );
}
