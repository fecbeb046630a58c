import { Controller, useFormContext } from 'react-hook-form';
import { COUNTRIES, COUNTRY_NAMES, PREF_GROUPS } from '../../../contracts/catalogue.js';
import { Field, Input } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { Checkbox } from './Checkbox.js';
import { MultiSelect } from './MultiSelect.js';
import type { SearchFormValues } from './search-form.js';

const PREF_OPTIONS = PREF_GROUPS.map((g) => ({ value: g, label: g }));
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: `${COUNTRY_NAMES[c]} (${c})` }));

/** docs/product.md#catalogue: supplier id, line name, preference groups, production days (+ rush), made in, site country. */
export function SupplierCriteriaTab() {
  const { register, control, formState } = useFormContext<SearchFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Supplier ID" error={errors.suppId?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} inputMode="numeric" placeholder="e.g. 50123" {...register('suppId')} />}
      </Field>
      <Field label="Line Name" error={errors.lineName?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. Summit Collection" {...register('lineName')} />}
      </Field>
      <Controller
        name="prefGroups"
        control={control}
        render={({ field }) => (
          <MultiSelect label="Preference Groups" options={PREF_OPTIONS} value={field.value} onChange={field.onChange} placeholder="Any group" />
        )}
      />
      <div className="space-y-2">
        <Field label="Production Time (days)" error={errors.prodTime?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} inputMode="numeric" placeholder="e.g. 7" {...register('prodTime')} />}
        </Field>
        <Checkbox label="Include rush service" {...register('includeRush')} />
      </div>
      <Controller
        name="madeIn"
        control={control}
        render={({ field }) => <MultiSelect label="Made In" options={COUNTRY_OPTIONS} value={field.value} onChange={field.onChange} placeholder="Any country" />}
      />
      <Field label="Site Country" error={errors.siteCountry?.message}>
        {(id, d) => (
          <Select id={id} aria-describedby={d} {...register('siteCountry')}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {COUNTRY_NAMES[c]} ({c})
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
