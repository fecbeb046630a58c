import { FileText, Pencil, Trash2 } from 'lucide-react';
import { MESSAGE_TYPE_LABELS, type MessageTemplate } from '../../../contracts/templates.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardHeader } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { cn } from '../../lib/cn.js';

type Props = {
  templates: MessageTemplate[] | null;
  loadError: string | null;
  editingId: string | null;
  /** Whether the signed-in role may edit and delete this template (else its buttons are hidden). */
  mayEdit: (t: MessageTemplate) => boolean;
  onEdit: (t: MessageTemplate) => void;
  onDelete: (t: MessageTemplate) => void;
};

/** The user's saved templates, newest first, each with edit and delete. */
export function TemplateList({ templates, loadError, editingId, mayEdit, onEdit, onDelete }: Props) {
  const count = templates?.length ?? 0;
  return (
    <Card>
      <CardHeader
        title="Saved Templates"
        description={templates ? `${count} ${count === 1 ? 'template' : 'templates'}` : undefined}
      />
      {loadError ? (
        <p className="px-5 py-6 text-sm text-red-600">{loadError}</p>
      ) : !templates ? (
        <div className="flex justify-center px-5 py-8">
          <Spinner label="Loading templates" />
        </div>
      ) : templates.length === 0 ? (
        <div className="flex flex-col items-center px-5 py-10 text-center">
          <FileText className="h-8 w-8 text-slate-300" aria-hidden />
          <p className="mt-2 text-sm font-medium text-slate-700">No saved templates yet</p>
          <p className="mt-1 text-sm text-slate-500">Templates you save appear here, ready to reuse in your outreach.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Saved templates">
          {templates.map((t) => (
            <li key={t.id} className={cn('flex items-start gap-3 px-5 py-4', editingId === t.id && 'bg-brand-50')}>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="truncate text-sm font-medium text-slate-900">{t.name}</h3>
                  <Badge tone={t.type === 'email' ? 'blue' : 'purple'}>{MESSAGE_TYPE_LABELS[t.type]}</Badge>
                  {editingId === t.id && <Badge tone="grey">Editing</Badge>}
                </div>
                <p className="mt-1 truncate text-sm text-slate-600">{t.subject}</p>
                <p className="mt-0.5 line-clamp-2 break-words text-xs text-slate-500">{t.content}</p>
              </div>
              {mayEdit(t) && (
              <div className="flex shrink-0 gap-1">
                <Button variant="ghost" size="icon" aria-label={`Edit ${t.name}`} title="Edit" onClick={() => onEdit(t)}>
                  <Pencil className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${t.name}`}
                  title="Delete"
                  className="text-red-600 hover:bg-red-50"
                  onClick={() => onDelete(t)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
