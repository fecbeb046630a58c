import { Field, Input } from '../../components/Field.js';
import { cn } from '../../lib/cn.js';
import { SHIP_TO_FIELDS, type ShipToDraft, type ShipToErrors } from './ship-to.js';

/**
 * The fields of a ship-to address (contracts/order-rules.ts `shipToAddress`), two columns from
 * small screens up. Controlled: `value` and `onChange`; `errors` under each field.
 */
export function ShipToFields({ value, onChange, errors = {}, disabled }: { value: ShipToDraft; onChange: (next: ShipToDraft) => void; errors?: ShipToErrors; disabled?: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {SHIP_TO_FIELDS.map((f) => (
        <div key={f.field} className={cn('min-w-0', f.wide && 'sm:col-span-2')}>
          <Field label={f.required ? f.label : `${f.label} (optional)`} error={errors[f.field]}>
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                aria-invalid={errors[f.field] ? true : undefined}
                value={value[f.field]}
                maxLength={f.max}
                autoComplete={f.autoComplete}
                disabled={disabled}
                onChange={(e) => onChange({ ...value, [f.field]: e.target.value })}
              />
            )}
          </Field>
        </div>
      ))}
    </div>
  );
}
