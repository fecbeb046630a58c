import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import type { BoardRow } from '../../../contracts/orders.js';
import { api, isAbort } from '../../api/endpoints.js';
import { ListTable } from '../../components/ListTable.js';
import { useTeamMembers } from '../../components/OwnerSelect.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Select } from '../../components/Select.js';
import { boardVersionAtom } from '../../state/orders.js';
import { LateRiskBadge, PoStatusBadge } from './OrderBadges.js';
import { dayOrDash, formatIsoDay } from './order-format.js';
import { useSuppliers } from './useSuppliers.js';

type Filters = { repId: string; supplierId: string; late: boolean };
const label = 'mb-1 block text-xs font-medium text-slate-600';

function BoardFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const id = useId();
  const members = useTeamMembers();
  const { suppliers } = useSuppliers();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-0 sm:w-56">
        <label htmlFor={`${id}-rep`} className={label}>
          Rep
        </label>
        <Select id={`${id}-rep`} value={filters.repId} onChange={(e) => set({ repId: e.target.value })}>
          <option value="">Everyone</option>
          {(members ?? []).map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.fullName}
            </option>
          ))}
        </Select>
      </div>
      <div className="min-w-0 sm:w-56">
        <label htmlFor={`${id}-supplier`} className={label}>
          Supplier
        </label>
        <Select id={`${id}-supplier`} value={filters.supplierId} onChange={(e) => set({ supplierId: e.target.value })}>
          <option value="">All suppliers</option>
          {(suppliers ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-brand-700" checked={filters.late} onChange={(e) => set({ late: e.target.checked })} />
        Late risk only
      </label>
    </div>
  );
}

function BoardRowView({ row }: { row: BoardRow }) {
  const cell = 'px-4 py-3 text-sm text-slate-600';
  return (
    <tr className={row.late.late ? 'border-b border-slate-100 bg-red-50/40 align-top last:border-0' : 'border-b border-slate-100 align-top last:border-0'}>
      <td className="px-4 py-3 text-sm font-medium text-slate-900">{row.supplierName}</td>
      <td className={`${cell} tabular-nums`}>#{row.number}</td>
      <td className="px-4 py-3 text-sm">
        <Link href={`/orders/${row.orderId}`} className="font-medium text-slate-900 hover:underline">
          #{row.orderNumber} {row.orderTitle}
        </Link>
      </td>
      <td className={cell}>{row.companyName ?? '—'}</td>
      <td className={cell}>{row.repName ?? '—'}</td>
      <td className="px-4 py-3 text-sm">
        <PoStatusBadge status={row.status} />
      </td>
      <td className={cell}>{dayOrDash(row.inHandsDate)}</td>
      <td className={cell}>{dayOrDash(row.shipDate)}</td>
      <td className={`${cell} break-all`}>{row.trackingNumber ? `${row.carrier ?? ''} ${row.trackingNumber}`.trim() : '—'}</td>
      <td className="px-4 py-3 text-sm">{row.late.late ? <LateRiskBadge reason={row.late.reason} /> : <span className="text-slate-600">On track</span>}</td>
    </tr>
  );
}

/**
 * docs/product.md#orders: the production board — every purchase order not yet delivered, with its
 * step, dates, tracking and whether it risks arriving late. Filtered by rep, supplier or late risk;
 * re-read live when a purchase order or a supplier changes.
 */
export function ProductionPage() {
  const version = useAtomValue(boardVersionAtom);
  const [filters, setFilters] = useState<Filters>({ repId: '', supplierId: '', late: false });
  const [board, setBoard] = useState<{ key: string; items: BoardRow[]; today: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const key = JSON.stringify(filters);

  useEffect(() => {
    const f = JSON.parse(key) as Filters;
    api.orders
      .board({ repId: f.repId || undefined, supplierId: f.supplierId || undefined, late: f.late ? 'true' : undefined }, { key: 'production-board' })
      .then((r) => {
        setBoard({ key, items: r.items, today: r.today });
        setFailed(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(key);
      });
  }, [key, version]);

  const current = board?.key === key ? board : null;
  const filtered = Boolean(filters.repId || filters.supplierId || filters.late);
  return (
    <>
      <PageHeader
        title="Production"
        description={`Every purchase order not yet delivered${board ? `, late risk as of ${formatIsoDay(board.today)}` : ''}.`}
      />
      <BoardFilters filters={filters} onChange={setFilters} />
      <ListTable
        label="Production board"
        columns={[
          { label: 'Supplier' },
          { label: 'PO #' },
          { label: 'Order' },
          { label: 'Company' },
          { label: 'Rep' },
          { label: 'Status' },
          { label: 'In hands' },
          { label: 'Ship date' },
          { label: 'Tracking' },
          { label: 'Late risk' },
        ]}
        rows={current?.items.length ?? null}
        loadingLabel="Loading the production board"
        failedText={failed === key ? 'The production board could not be loaded.' : null}
        emptyText={filtered ? 'No purchase orders match these filters.' : 'No purchase orders in production. They appear here once an order is created.'}
        minWidthClass="min-w-[1040px]"
      >
        {current?.items.map((row) => <BoardRowView key={row.id} row={row} />)}
      </ListTable>
    </>
  );
}
