import { useEffect, useId, useState } from 'react';
import { CLIENT_LINK_KINDS } from '../../../contracts/mail.js';
import { api } from '../../api/endpoints.js';
import { Select } from '../../components/Select.js';

export type ClientLinkChoice = { kind: 'proposal' | 'presentation'; id: string; attachPdf: boolean } | null;
type Option = { kind: 'proposal' | 'presentation'; id: string; title: string };

/**
 * "Send with": none, one of the company's proposals, or one of the rep's presentations, sent as
 * its client link (a new one: the earlier link stops working), a proposal optionally with its PDF.
 */
export function ClientLinkPicker({ companyId, value, onChange, disabled }: { companyId: string | null; value: ClientLinkChoice; onChange: (v: ClientLinkChoice) => void; disabled?: boolean }) {
  const [options, setOptions] = useState<Option[] | null>(null);
  const selectId = useId();
  const pdfId = useId();
  useEffect(() => {
    let live = true;
    Promise.all([api.proposals.list().catch(() => ({ items: [] })), api.presentations.list().catch(() => ({ items: [] }))])
      .then(([p, d]) => {
        if (!live) return;
        const proposals = p.items.filter((x) => companyId && x.companyId === companyId).map((x): Option => ({ kind: 'proposal', id: x.id, title: x.title }));
        const decks = d.items.map((x): Option => ({ kind: 'presentation', id: x.id, title: x.title }));
        setOptions([...proposals, ...decks]);
      })
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [companyId]);
  if (!options || options.length === 0) return null;
  const key = value ? `${value.kind}:${value.id}` : '';
  return (
    <div className="space-y-2">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        Send with
      </label>
      <Select
        id={selectId}
        value={key}
        disabled={disabled}
        onChange={(e) => {
          const [kind, id] = e.target.value.split(':') as ['proposal' | 'presentation', string];
          onChange(e.target.value ? { kind, id, attachPdf: false } : null);
        }}
      >
        <option value="">No client link</option>
        {options.map((o) => (
          <option key={`${o.kind}:${o.id}`} value={`${o.kind}:${o.id}`}>
            {CLIENT_LINK_KINDS[o.kind]}: {o.title}
          </option>
        ))}
      </Select>
      {value?.kind === 'proposal' && (
        <label htmlFor={pdfId} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            id={pdfId}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-2 focus:ring-brand-200"
            checked={value.attachPdf}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, attachPdf: e.target.checked })}
          />
          Attach the proposal as a PDF
        </label>
      )}
      {value && <p className="text-xs text-slate-500">The email carries a new client link; the earlier link to this {value.kind} stops working.</p>}
    </div>
  );
}
