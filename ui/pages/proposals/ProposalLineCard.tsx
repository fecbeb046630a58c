import { useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { DECORATION_LABELS, DECORATION_METHODS, type DecorationMethod } from '../../../contracts/decoration.js';
import { formatCents } from '../../../contracts/money.js';
import type { Proposal, ProposalLine, UpdateLineRequest } from '../../../contracts/proposals.js';
import { logoPlacement } from '../../../contracts/imprint.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Input } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { VirtualSample } from '../catalogue/VirtualSample.js';
import { useCan } from '../../state/permissions.js';
import { LogoNudgeControls } from './LogoNudgeControls.js';
import { upsertProposal } from '../../state/proposals.js';
import { useEditingPresence } from '../../state/presence.js';
import { saveInOrder, toastStaleSave } from '../../state/stale-save.js';
import { centsText, dollarsToCentsInput, listText, parseList, parseTiers } from './money-input.js';

const LINE_STATUS: Record<ProposalLine['status'], { label: string; tone: 'grey' | 'green' | 'amber' | 'red' }> = {
  open: { label: 'Awaiting client', tone: 'grey' },
  approved: { label: 'Approved', tone: 'green' },
  changes_requested: { label: 'Changes requested', tone: 'amber' },
  declined: { label: 'Declined', tone: 'red' },
};

type Draft = {
  tiers: string;
  color: string;
  method: DecorationMethod | '';
  locations: string;
  colors: string;
  setup: string;
  run: string;
  margin: string;
  sell: string;
  allowLoss: boolean;
};

const draftOf = (l: ProposalLine): Draft => ({
  tiers: l.tiers.join(', '),
  color: l.color ?? '',
  method: l.decoration?.method ?? '',
  locations: listText(l.decoration?.locations ?? []),
  colors: listText(l.decoration?.colors ?? []),
  setup: l.decoration ? centsText(l.decoration.setupCents) : '',
  run: l.decoration ? centsText(l.decoration.runCents) : '',
  margin: l.marginPct === null ? '' : String(l.marginPct),
  sell: l.unitSellCents === null ? '' : centsText(l.unitSellCents),
  allowLoss: l.allowNegativeMargin,
});

function requestOf(d: Draft, line: ProposalLine): UpdateLineRequest {
  const option = line.product.decorationOptions.find((o) => o.method === d.method);
  return {
    tiers: parseTiers(d.tiers),
    color: d.color || null,
    decoration: d.method
      ? {
          method: d.method,
          locations: parseList(d.locations).length ? parseList(d.locations) : (option?.locations.slice(0, 1) ?? ['Front']),
          colors: parseList(d.colors),
          // Empty charges take the product's own for the method.
          ...(d.setup.trim() ? { setupCents: dollarsToCentsInput(d.setup) } : {}),
          ...(d.run.trim() ? { runCents: dollarsToCentsInput(d.run) } : {}),
        }
      : null,
    marginPct: d.margin.trim() === '' ? null : Number(d.margin),
    unitSellCents: d.sell.trim() === '' ? null : dollarsToCentsInput(d.sell),
    ...(d.allowLoss !== line.allowNegativeMargin ? { allowNegativeMargin: d.allowLoss } : {}),
  };
}

/** One line of the editor: the product, its tiers, colour, decoration and margin, and what each tier costs and sells for. */
/** Where the line's costs come from: the seller prices on them, so they are told how sure they are. */
const COST_SOURCE: Record<ProposalLine['product']['costSource'], string> = {
  net: 'Cost: SAGE net prices',
  price_code: 'Cost: list price less the supplier’s price code',
  estimate: 'Cost: estimated from a typical price code — check with the supplier',
};

/** `logo`: the client company's uploaded logo, shown on the product's picture (a virtual sample). */
export function ProposalLineCard({ proposal, line, logo }: { proposal: Proposal; line: ProposalLine; logo: { url: string; name: string } | null }) {
  const proposalId = proposal.id;
  const proposalMarginPct = proposal.marginPct;
  // docs/product.md#teams: a viewer sees the line's terms and prices, disabled, with no Save or Remove.
  const mayWrite = useCan('records.write');
  const [draft, setDraft] = useState<Draft>(() => draftOf(line));
  const [base, setBase] = useState(line);
  const [busy, setBusy] = useState(false);
  const store = useStore();
  // A newer line from the server (this tab's save or another tab's edit) resets the form.
  if (base !== line) {
    setBase(line);
    setDraft(draftOf(line));
  }
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(line));
  // An unsaved line: teammates viewing the proposal see '… is editing this proposal'.
  useEditingPresence('proposal', proposalId, dirty);
  const label = `${line.product.name}`;

  const save = async () => {
    setBusy(true);
    try {
      // The proposal's version (every change stamps it): a change since refuses this save.
      const body = requestOf(draft, line);
      const saved = await saveInOrder(`proposal:${proposalId}`, proposal.updatedAt, async (expectedUpdatedAt) => (await api.proposals.updateLine({ id: proposalId, lineId: line.id }, { ...body, expectedUpdatedAt })).proposal);
      upsertProposal(store, saved);
      toast.success('Line saved');
    } catch (err) {
      if (toastStaleSave<Proposal>(err, 'Line not saved', (current) => upsertProposal(store, current))) return;
      toast.error('Error', { description: messageOf(err, 'Failed to save the line') });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      upsertProposal(store, (await api.proposals.removeLine({ id: proposalId, lineId: line.id })).proposal);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to remove the line') });
      setBusy(false);
    }
  };

  const field = 'text-xs font-medium text-slate-600';
  return (
    <Card className="p-4 sm:p-5" aria-label={label} role="group">
      <div className="flex items-start gap-4">
        <div className="flex w-24 shrink-0 flex-col items-center">
          <VirtualSample src={line.product.imageUrl} alt={line.product.name} logoUrl={logo?.url ?? null} logoName={logo?.name ?? ''} area={logoPlacement(line.product.imprintArea, line.logoNudge)} className="h-20 w-20 rounded bg-slate-50" />
          {logo && line.product.imageUrl && mayWrite && <LogoNudgeControls proposalId={proposalId} line={line} />}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{line.product.name}</h3>
            <Badge tone={LINE_STATUS[line.status].tone}>{LINE_STATUS[line.status].label}</Badge>
            {line.chosenQty !== null && <Badge tone="blue">Client chose {line.chosenQty.toLocaleString('en-US')}</Badge>}
            {line.chosenColor && <Badge tone="blue">Client colour: {line.chosenColor}</Badge>}
          </div>
          <p className="mt-0.5 text-xs text-slate-500">
            {line.product.itemNum} · {line.product.supplierName || 'Supplier'} · from {line.product.minQuantity.toLocaleString('en-US')} units
          </p>
          <p className="mt-0.5 text-xs text-slate-500">{COST_SOURCE[line.product.costSource]}</p>
        </div>
        {mayWrite && (
          <Button variant="ghost" size="sm" aria-label={`Remove ${label}`} onClick={() => void remove()} disabled={busy}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </div>

      {/* Disables every field for a viewer at once; the card is the group, so the fieldset is not announced as another. */}
      <fieldset disabled={!mayWrite} role="presentation" className="contents">
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <label className={field}>
          Quantities
          <Input value={draft.tiers} onChange={(e) => set('tiers', e.target.value)} placeholder="100, 250, 500" />
        </label>
        <label className={field}>
          Colour
          <Select value={draft.color} onChange={(e) => set('color', e.target.value)}>
            <option value="">Any</option>
            {line.product.colors.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </label>
        <label className={field}>
          Margin %
          <Input inputMode="decimal" value={draft.margin} onChange={(e) => set('margin', e.target.value)} placeholder={`${proposalMarginPct} (proposal)`} />
        </label>
        <label className={field}>
          Unit sell price $
          <Input inputMode="decimal" value={draft.sell} onChange={(e) => set('sell', e.target.value)} placeholder="From margin" />
        </label>
        <label className={field}>
          Decoration
          <Select value={draft.method} onChange={(e) => setDraft((d) => ({ ...d, method: e.target.value as DecorationMethod | '', setup: '', run: '' }))}>
            <option value="">None</option>
            {DECORATION_METHODS.map((m) => (
              <option key={m} value={m}>
                {DECORATION_LABELS[m]}
                {line.product.decorationOptions.some((o) => o.method === m) ? '' : ' (not offered)'}
              </option>
            ))}
          </Select>
        </label>
        <label className={field}>
          Imprint locations
          <Input value={draft.locations} onChange={(e) => set('locations', e.target.value)} disabled={!draft.method} placeholder={line.product.decorationOptions.find((o) => o.method === draft.method)?.locations.join(', ') ?? 'Front'} />
        </label>
        {/* Two columns wide, so that the charges start a row of their own, each as wide as the first row's fields. */}
        <label className={`${field} sm:col-span-2`}>
          Imprint colours
          <Input value={draft.colors} onChange={(e) => set('colors', e.target.value)} disabled={!draft.method} placeholder="PMS 186, White" />
        </label>
        <label className={field}>
          Setup $
          <Input inputMode="decimal" value={draft.setup} onChange={(e) => set('setup', e.target.value)} disabled={!draft.method} placeholder="Default" />
        </label>
        <label className={field}>
          Run $/unit
          <Input inputMode="decimal" value={draft.run} onChange={(e) => set('run', e.target.value)} disabled={!draft.method} placeholder="Default" />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-xs text-slate-600">
          <input type="checkbox" checked={draft.allowLoss} onChange={(e) => set('allowLoss', e.target.checked)} /> Allow selling below cost
        </label>
        {mayWrite && (
          <Button size="sm" onClick={() => void save()} disabled={!dirty || busy}>
            Save line
          </Button>
        )}
      </div>
      </fieldset>

      {line.pricingError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {line.pricingError}
        </p>
      ) : (
        // Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too.
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={`Prices of ${label}, scrollable`}>
          <table className="w-full min-w-[560px] text-right text-sm tabular-nums" aria-label={`Prices of ${label}`}>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="py-2 text-left font-medium">Quantity</th>
                <th className="py-2 font-medium">Unit cost</th>
                <th className="py-2 font-medium">Unit sell</th>
                <th className="py-2 font-medium">Setup</th>
                <th className="py-2 font-medium">Margin</th>
                <th className="py-2 font-medium">Profit</th>
                <th className="py-2 font-medium">Line total</th>
              </tr>
            </thead>
            <tbody>
              {line.prices.map((t) => (
                <tr key={t.quantity} className={t.quantity === (line.chosenQty ?? line.tiers[0]) ? 'bg-brand-50' : undefined}>
                  <td className="py-1.5 text-left">{t.quantity.toLocaleString('en-US')}</td>
                  <td className="py-1.5">{formatCents(t.unitCostCents)}</td>
                  <td className="py-1.5">{formatCents(t.unitSellCents)}</td>
                  <td className="py-1.5">{formatCents(t.setupSellCents)}</td>
                  <td className={t.marginPct < 0 ? 'py-1.5 text-red-600' : 'py-1.5'}>{t.marginPct.toFixed(1)}%</td>
                  <td className="py-1.5">{formatCents(t.profitCents)}</td>
                  <td className="py-1.5 font-medium text-slate-900">{formatCents(t.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
