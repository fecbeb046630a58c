import { Card, CardBody, CardHeader } from '../../components/Card.js';

const STEPS = [
  'Choose the message type: Email, Connection Request Message or Post-Connection Message.',
  'Optionally pick one of the company’s buying signals and one of your templates.',
  'Generate: the message is written from your branding profile, the contact, the company and the signal.',
  'Edit the subject and message, check the Preview, then copy or send it.',
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
          Sending is simulated: SwagScout does not send email or LinkedIn messages for you yet. Copy the message into your mail or LinkedIn.
          {provider && <> Messages are written by {provider}.</>}
        </p>
      </CardBody>
    </Card>
  );
}
