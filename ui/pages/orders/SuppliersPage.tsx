import { useState } from 'react';
import { useStore } from 'jotai';
import { useForm, type Path } from 'react-hook-form';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { Supplier, UpdateSupplierRequest } from '../../../contracts/orders.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { showServerFieldErrors } from '../../api/field-errors.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { FormActions } from '../../components/FormActions.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { useCan } from '../../state/permissions.js';
import { supplierRecords } from '../../state/orders.js';
import { useSuppliers } from './useSuppliers.js';

type Values = { orderEmail: string; accountNumber: string; notes: string; transitDays: string };
const FIELDS: Path<Values>[] = ['orderEmail', 'accountNumber', 'notes', 'transitDays'];
const valuesOf = (s: Supplier): Values => ({ orderEmail: s.orderEmail ?? '', accountNumber: s.accountNumber ?? '', notes: s.notes ?? '', transitDays: String(s.transitDays) });

function SupplierForm({ supplier, onDone }: { supplier: Supplier; onDone: () => void }) {
  const store = useStore();
  const form = useForm<Values>({ defaultValues: valuesOf(supplier) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    const days = v.transitDays.trim();
    // A number the server checks (whole, 0–60) and answers for; left empty, it stays as it is.
    if (days !== '' && !/^-?\d+(\.\d+)?$/.test(days)) return form.setError('transitDays', { type: 'client', message: 'Transit days are whole' });
    const body: UpdateSupplierRequest = {
      orderEmail: v.orderEmail.trim() || null,
      accountNumber: v.accountNumber.trim() || null,
      notes: v.notes.trim() || null,
      ...(days === '' ? {} : { transitDays: Number(days) }),
    };
    try {
      const r = await api.orders.updateSupplier({ id: supplier.id }, body);
      supplierRecords.upsert(store, r.supplier);
      toast.success('Supplier saved', { description: r.supplier.name });
      onDone();
    } catch (err) {
      if (!showServerFieldErrors(err, FIELDS, form.setError)) toast.error('Error', { description: messageOf(err, 'Failed to save the supplier') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={`Edit ${supplier.name}`}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Order email" error={errors.orderEmail?.message} help="Where purchase orders are sent.">
          {(id, d) => <Input id={id} type="email" aria-describedby={d} maxLength={254} {...form.register('orderEmail')} />}
        </Field>
        <Field label="Account number" error={errors.accountNumber?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} maxLength={60} {...form.register('accountNumber')} />}
        </Field>
        <Field label="Transit days" error={errors.transitDays?.message} help="Days from shipping to delivery, for the late risk.">
          {(id, d) => <Input id={id} inputMode="numeric" aria-describedby={d} {...form.register('transitDays')} />}
        </Field>
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        {(id, d) => <Textarea id={id} aria-describedby={d} className="min-h-[72px]" maxLength={2000} {...form.register('notes')} />}
      </Field>
      <FormActions onCancel={onDone} busy={isSubmitting} label="Save supplier" />
    </form>
  );
}

function SupplierItem({ supplier }: { supplier: Supplier }) {
  const mayWrite = useCan('records.write');
  const [editing, setEditing] = useState(false);
  return (
    <li className="px-5 py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-slate-900">{supplier.name}</h2>
          {supplier.location && <p className="text-xs text-slate-500">{supplier.location}</p>}
        </div>
        {mayWrite && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${supplier.name}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Button>
        )}
      </div>
      {editing ? (
        <div className="mt-3">
          <SupplierForm supplier={supplier} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">Order email</dt>
            <dd className="break-words text-slate-800">{supplier.orderEmail ?? <span className="text-amber-700">None yet: purchase orders cannot be sent</span>}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">Account number</dt>
            <dd className="break-words text-slate-800">{supplier.accountNumber ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Transit days</dt>
            <dd className="text-slate-800">{supplier.transitDays}</dd>
          </div>
          {supplier.notes && (
            <div className="min-w-0 sm:col-span-3">
              <dt className="text-xs font-medium text-slate-500">Notes</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">{supplier.notes}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}

/** docs/product.md#orders: the suppliers purchase orders go to — order email, account number, notes and transit days. */
export function SuppliersPage() {
  const { suppliers, failed, retry } = useSuppliers();
  return (
    <>
      <Link href="/orders" className="mb-1 inline-flex items-center gap-1 text-xs font-medium text-slate-500 hover:text-slate-700">
        <ArrowLeft className="h-3.5 w-3.5" aria-hidden /> Orders
      </Link>
      <PageHeader title="Suppliers" description="Made from the catalogue when an order first uses them. Add each one’s order email before sending purchase orders." />
      {suppliers === null ? (
        failed ? (
          <Card className="flex flex-col items-center gap-3 px-5 py-12 text-center text-sm text-slate-600" role="alert">
            Suppliers could not be loaded.
            <Button variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
          </Card>
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading suppliers" />
          </div>
        )
      ) : suppliers.length === 0 ? (
        <Card className="px-5 py-12 text-center text-sm text-slate-500">No suppliers yet. They are added when an order is created from a proposal.</Card>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100" aria-label="Suppliers">
            {suppliers.map((s) => (
              <SupplierItem key={s.id} supplier={s} />
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
