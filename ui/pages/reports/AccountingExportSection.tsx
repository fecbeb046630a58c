import { useId, useState } from 'react';
import { format, startOfMonth } from 'date-fns';
import { Download } from 'lucide-react';
import type { EXPORT_FORMATS, EXPORT_KINDS } from '../../../contracts/invoices.js';
import type { ordersApi } from '../../../contracts/orders-api.js';
import { buttonClass } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Select } from '../../components/Select.js';
import { PeriodFields, type Period } from './PeriodFields.js';

type ExportFormat = (typeof EXPORT_FORMATS)[number];
type ExportKind = (typeof EXPORT_KINDS)[number];

// Type-only imports keep the contracts' schemas out of the reports' chunk; the types check the path and values.
const EXPORT_PATH: (typeof ordersApi)['exportCsv']['path'] = '/api/accounting/export';
const FORMATS: Record<ExportFormat, string> = { quickbooks: 'QuickBooks Online', xero: 'Xero' };
const KINDS: Record<ExportKind, string> = { invoices: 'Invoices', bills: 'Supplier bills' };

/** `/api/accounting/export?format=xero&kind=bills&from=2026-01-01&to=2026-01-31` (an empty day left to the server). */
export function exportHref(formatId: ExportFormat, kind: ExportKind, period: Period): string {
  const params = new URLSearchParams({ format: formatId, kind });
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  return `${EXPORT_PATH}?${params.toString()}`;
}

const label = 'mb-1 block text-xs font-medium text-slate-600';

/**
 * docs/accounting-exports.md: the invoices or supplier bills of a period as a file to import into
 * QuickBooks Online or Xero. Here, beside the commission, where the bookkeeper reads the money;
 * roles that see costs only.
 */
export function AccountingExportSection() {
  const id = useId();
  const [formatId, setFormatId] = useState<ExportFormat>('quickbooks');
  const [kind, setKind] = useState<ExportKind>('invoices');
  const [period, setPeriod] = useState<Period>(() => {
    const today = new Date();
    return { from: format(startOfMonth(today), 'yyyy-MM-dd'), to: format(today, 'yyyy-MM-dd') };
  });
  const backwards = Boolean(period.from && period.to && period.from > period.to);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader
          title={<span id={`${id}-title`}>Accounting export</span>}
          description="The invoices issued in a period (drafts and void ones left out), or the purchase orders sent in it as supplier bills at cost: a CSV file to import into QuickBooks Online or Xero."
        />
        <CardBody className="space-y-4">
          <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex">
              <div className="min-w-0 lg:w-52">
                <label htmlFor={`${id}-format`} className={label}>
                  Accounting package
                </label>
                <Select id={`${id}-format`} value={formatId} onChange={(e) => setFormatId(e.target.value as ExportFormat)}>
                  {Object.entries(FORMATS).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="min-w-0 lg:w-44">
                <label htmlFor={`${id}-kind`} className={label}>
                  Export
                </label>
                <Select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ExportKind)}>
                  {Object.entries(KINDS).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            <PeriodFields what="Export" period={period} onChange={setPeriod} />
            {!backwards && (
              <a href={exportHref(formatId, kind, period)} className={buttonClass('primary', 'md', 'self-start lg:self-auto')} download>
                <Download className="h-4 w-4" aria-hidden /> Download {FORMATS[formatId]} CSV
              </a>
            )}
          </div>
          {backwards && (
            <p role="alert" className="text-sm text-red-600">
              The range must end on or after its start
            </p>
          )}
        </CardBody>
      </Card>
    </section>
  );
}
