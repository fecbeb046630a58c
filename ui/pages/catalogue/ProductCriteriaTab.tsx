import { Controller, useFormContext } from 'react-hook-form';
import { THEMES } from '../../../contracts/catalogue.js';
import { Field, Input } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { Checkbox } from './Checkbox.js';
import { MultiSelect } from './MultiSelect.js';
import type { SearchFormValues } from './search-form.js';

const THEME_OPTIONS = THEMES.map((t) => ({ value: t, label: t }));

/** docs/product.md#catalogue: categories (single), themes (multi), keywords, item number (+ exact), item name, colours, prices, quantity. */
export function ProductCriteriaTab({ categories }: { categories: readonly string[] }) {
  const { register, control, formState } = useFormContext<SearchFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Category" error={errors.categories?.message}>
        {(id, d) => (
          <Select id={id} aria-describedby={d} {...register('categories')}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Controller
        name="themes"
        control={control}
        render={({ field }) => <MultiSelect label="Themes" options={THEME_OPTIONS} value={field.value} onChange={field.onChange} placeholder="Any theme" />}
      />
      <Field label="Keywords" error={errors.keywords?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} type="search" placeholder="e.g. insulated tumbler" {...register('keywords')} />}
      </Field>
      <div className="space-y-2">
        <Field label="Item Number" error={errors.itemNum?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. HL-10423" {...register('itemNum')} />}
        </Field>
        <Checkbox label="Exact item number" {...register('itemNumExact')} />
      </div>
      <Field label="Item Name" error={errors.itemName?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. Tote" {...register('itemName')} />}
      </Field>
      <Field label="Colors" error={errors.colors?.message} help="Separate colours with commas">
        {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. Navy, White" {...register('colors')} />}
      </Field>
      <Field label="Price Low ($)" error={errors.priceLow?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} inputMode="decimal" placeholder="0.00" {...register('priceLow')} />}
      </Field>
      <Field label="Price High ($)" error={errors.priceHigh?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} inputMode="decimal" placeholder="0.00" {...register('priceHigh')} />}
      </Field>
      <Field label="Quantity" error={errors.qty?.message} help="Prices shown are for this quantity">
        {(id, d) => <Input id={id} aria-describedby={d} inputMode="numeric" placeholder="e.g. 250" {...register('qty')} />}
      </Field>
    </div>
  );
}
