import { Controller, useFormContext } from 'react-hook-form';
import { ESG_VALUES } from '../../../contracts/catalogue.js';
import type { ProductFlag } from '../../../contracts/catalogue-search.js';
import { Checkbox } from './Checkbox.js';
import { MultiSelect } from './MultiSelect.js';
import type { SearchFormValues } from './search-form.js';

export const FLAG_LABELS: Record<ProductFlag, string> = {
  verified: 'Verified',
  recyclable: 'Recyclable',
  envFriendly: 'Environmentally Friendly',
  newProduct: 'New Product',
  unionShop: 'Union Shop',
  allAudiences: 'All Audiences',
  endUserOnly: 'End User Only',
  popular: 'Popular',
  fresh: 'Fresh',
  timely: 'Timely',
};

const ESG_OPTIONS = ESG_VALUES.map((v) => ({ value: v, label: v }));

/** docs/product.md#catalogue: the yes/no filters, hide old pricing, and ESG values. */
export function OtherFiltersTab() {
  const { register, control } = useFormContext<SearchFormValues>();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <fieldset className="lg:col-span-2">
        <legend className="mb-3 text-sm font-medium text-slate-800">Product flags</legend>
        <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {(Object.keys(FLAG_LABELS) as ProductFlag[]).map((flag) => (
            <Checkbox key={flag} label={FLAG_LABELS[flag]} {...register(flag)} />
          ))}
          <Checkbox label="Hide Old Pricing" {...register('hideOldPricing')} />
        </div>
      </fieldset>
      <Controller
        name="esg"
        control={control}
        render={({ field }) => <MultiSelect label="ESG" options={ESG_OPTIONS} value={field.value} onChange={field.onChange} placeholder="Any ESG value" />}
      />
    </div>
  );
}
