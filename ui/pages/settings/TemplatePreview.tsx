import { fillPlaceholders, MESSAGE_TYPE_LABELS, placeholderValues, TEMPLATE_PLACEHOLDERS, type MessageType } from '../../../contracts/templates.js';
import { Badge } from '../../components/Badge.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';

/** Sample values the preview puts in place of the company and contact placeholders; {user} is the signed-in user. */
export const SAMPLE_COMPANY = 'Acme Outdoor Co.';
export const SAMPLE_CONTACT = { firstName: 'Jordan', lastName: 'Lee' };

type Props = { type: MessageType | undefined; subject: string; content: string; userName: string; className?: string };

/** What a message from this template would look like, with the placeholders filled in. */
export function TemplatePreview({ type, subject, content, userName, className }: Props) {
  const values = placeholderValues({ company: SAMPLE_COMPANY, ...SAMPLE_CONTACT, user: userName });
  const filledSubject = fillPlaceholders(subject.trim(), values);
  const filledContent = fillPlaceholders(content, values);
  const empty = !filledSubject && !filledContent.trim();
  return (
    <Card className={className}>
      <CardHeader
        title="Preview"
        description="How the message reads with sample values."
        action={type ? <Badge tone={type === 'email' ? 'blue' : 'purple'} className="shrink-0 whitespace-nowrap">{MESSAGE_TYPE_LABELS[type]}</Badge> : undefined}
      />
      <CardBody className="space-y-4">
        <section aria-label="Template preview" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
          {empty ? (
            <p className="text-slate-500">Start writing the subject or content to see a preview.</p>
          ) : (
            <>
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Subject</p>
              <p className="mt-0.5 font-medium text-slate-900" data-testid="preview-subject">
                {filledSubject || <span className="font-normal text-slate-500">No subject yet</span>}
              </p>
              <hr className="my-3 border-slate-200" />
              <div className="whitespace-pre-wrap break-words text-slate-800" data-testid="preview-content">
                {filledContent || <span className="text-slate-500">No content yet</span>}
              </div>
            </>
          )}
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600" aria-label="Placeholders">
          {TEMPLATE_PLACEHOLDERS.map((key) => (
            <div key={key} className="contents">
              <dt className="font-mono text-slate-500">{`{${key}}`}</dt>
              <dd className="min-w-0 break-words">{values[key]}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
