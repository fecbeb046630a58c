import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { RotateCcw, Search } from 'lucide-react';
import { FALLBACK_CATEGORIES, type CatalogueSearchResponse } from '../../../contracts/catalogue.js';
import { CREDENTIALS_UNREADABLE_MESSAGE } from '../../../contracts/catalogue-credentials.js';
import {
  MAX_RECS_LIMIT,
  catalogueSearchQuery,
  toSearchParams,
  type CatalogueSearchQuery,
} from '../../../contracts/catalogue-search.js';
import { searchRequest } from '../../../contracts/catalogue-api.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Select } from '../../components/Select.js';
import { Tabs } from '../../components/Tabs.js';
import { catalogueSourceVersionAtom, lastSearchAtom } from '../../state/catalogue.js';
import { CredentialsCard } from './CredentialsCard.js';
import { OtherFiltersTab } from './OtherFiltersTab.js';
import { ProductCriteriaTab } from './ProductCriteriaTab.js';
import { SupplierCriteriaTab } from './SupplierCriteriaTab.js';
import { SearchResults, type SearchFailure } from './SearchResults.js';
import { FIELD_TAB, SEARCH_TABS, carriedSearch, defaultFormValues, formValuesFromParams, withPage, type SearchFormValues } from './search-form.js';

/** One search's identity (what differs from the defaults): the last search is reused when it matches. */
const searchKey = (q: Partial<CatalogueSearchQuery>) => toSearchParams(q).toString();

const resolver = zodResolver(catalogueSearchQuery) as unknown as Resolver<SearchFormValues, unknown, CatalogueSearchQuery>;
const PAGE_SIZES = [25, 50, 100, 200, MAX_RECS_LIMIT];

/** Errors where the outside catalogue did not answer, so the built-in one may be offered instead. */
const OUTSIDE_FAILURES = new Set(['bad_gateway', 'rate_limited']);

/**
 * docs/product.md#catalogue, Product search: a three-tab form (Product Criteria, Supplier Criteria, Other
 * Filters), Reset Form and Search Products, and the results card. The last search is kept for
 * the tab and mirrored in the address, so links (/product-search?categories=Bags) and the way
 * back from a product page show results at once.
 */
export function ProductSearchPage() {
  const [lastSearch, setLastSearch] = useAtom(lastSearchAtom);
  const [sourceVersion, setSourceVersion] = useAtom(catalogueSourceVersionAtom);
  const [, navigate] = useLocation();
  const searchString = useSearch();

  // Decided once, on arrival: the address's search, else this tab's last one, else an empty form.
  const [arrival] = useState(() => {
    const fromUrl = formValuesFromParams(new URLSearchParams(searchString));
    if (fromUrl) {
      const key = searchKey(withPage(catalogueSearchQuery.parse(fromUrl.values), fromUrl.page));
      const same = lastSearch?.key === key;
      return { values: fromUrl.values, page: fromUrl.page, response: same ? lastSearch.response : null, runNow: !same };
    }
    if (lastSearch) return { values: lastSearch.values, page: lastSearch.page, response: lastSearch.response, runNow: false };
    return { values: defaultFormValues(), page: 1, response: null, runNow: false };
  });

  const form = useForm<SearchFormValues, unknown, CatalogueSearchQuery>({ resolver, defaultValues: arrival.values });
  const [tab, setTab] = useState(0);
  const [busy, setBusy] = useState(false);
  const [response, setResponse] = useState<CatalogueSearchResponse | null>(arrival.response);
  const [categories, setCategories] = useState<string[]>([]);
  // The search that failed (kept to rerun it on the built-in catalogue), and why.
  const [failure, setFailure] = useState<(SearchFailure & { query: CatalogueSearchQuery; values: SearchFormValues }) | null>(null);
  const [revealKey, setRevealKey] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    let live = true;
    api.catalogue
      .categories()
      .then((r) => live && setCategories(r.categories))
      .catch(() => live && setCategories([...FALLBACK_CATEGORIES]));
    return () => {
      live = false;
    };
  }, [sourceVersion]);

  const run = useCallback(
    async (query: CatalogueSearchQuery, values: SearchFormValues, source?: 'builtin') => {
      const requestId = ++latest.current;
      setBusy(true);
      setFailure(null);
      const fail = (detail: string, canUseBuiltin: boolean) => {
        setFailure({ detail, canUseBuiltin, query, values });
        setResponse(null);
        setLastSearch(null);
        setRevealKey((k) => k + 1);
      };
      try {
        const r = await api.catalogue.search(searchRequest(query, source));
        if (requestId !== latest.current) return;
        if (r.warning?.code === 'catalogue_unavailable') return fail(r.warning.message, true);
        if (r.warning?.code === 'credentials_unreadable') {
          toast.error(CREDENTIALS_UNREADABLE_MESSAGE, { description: 'Showing the built-in catalogue instead.' });
        }
        setResponse(r);
        const key = searchKey(query);
        setLastSearch({ key, values, page: query.page, response: r });
        setRevealKey((k) => k + 1);
        navigate(`/product-search${key ? `?${key}` : ''}`, { replace: true });
      } catch (err) {
        if (requestId !== latest.current) return;
        fail(messageOf(err, ''), !source && err instanceof ApiError && OUTSIDE_FAILURES.has(err.code));
      } finally {
        if (requestId === latest.current) setBusy(false);
      }
    },
    [navigate, setLastSearch],
  );

  useEffect(() => {
    if (arrival.runNow) void run(withPage(catalogueSearchQuery.parse(arrival.values), arrival.page), arrival.values);
  }, [arrival, run]);

  const showTabOfFirstError = (errors: FieldErrors<SearchFormValues>) => {
    const first = Object.keys(errors)[0] as keyof SearchFormValues | undefined;
    if (first) setTab(SEARCH_TABS.indexOf(FIELD_TAB[first] ?? 'product-criteria'));
  };

  const submit = form.handleSubmit((query) => run(withPage(query, 1), form.getValues()), showTabOfFirstError);

  const goToPage = (page: number) => {
    if (!lastSearch) return;
    void run(withPage(catalogueSearchQuery.parse(lastSearch.values), page), lastSearch.values);
  };

  const reset = () => {
    form.reset(defaultFormValues());
    setTab(0);
  };

  const chosenCategory = form.watch('categories');
  const categoryOptions = useMemo(
    () => (chosenCategory && !categories.includes(chosenCategory) ? [chosenCategory, ...categories] : categories),
    [categories, chosenCategory],
  );
  const perPage = lastSearch?.values.maxRecs ? Number(lastSearch.values.maxRecs) : 100;

  return (
    <>
      <PageHeader title="Advanced Promo Product Search" description="Find promotional products by product, supplier and other criteria." />
      <div className="space-y-6">
        <CredentialsCard onChanged={() => setSourceVersion((v) => v + 1)} />
        <Card>
          <CardBody>
            <FormProvider {...form}>
              <form onSubmit={submit} noValidate aria-label="Product search">
                <Tabs
                  selected={tab}
                  onChange={setTab}
                  tabs={[
                    { key: 'product-criteria', label: 'Product Criteria', content: <ProductCriteriaTab categories={categoryOptions} /> },
                    { key: 'supplier-criteria', label: 'Supplier Criteria', content: <SupplierCriteriaTab /> },
                    { key: 'other-filters', label: 'Other Filters', content: <OtherFiltersTab /> },
                  ]}
                />
                <div className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-5 md:flex-row md:items-end md:justify-between">
                  <div className="grid grid-cols-2 gap-4 md:w-96">
                    <Field label="Sort By" error={form.formState.errors.sort?.message}>
                      {(id, d) => (
                        <Select id={id} aria-describedby={d} {...form.register('sort')}>
                          <option value="relevance">Relevance</option>
                          <option value="price-low">Price: Low to High</option>
                          <option value="price-high">Price: High to Low</option>
                        </Select>
                      )}
                    </Field>
                    <Field label="Max Results" error={form.formState.errors.maxRecs?.message}>
                      {(id, d) => (
                        <Select id={id} aria-describedby={d} {...form.register('maxRecs')}>
                          {PAGE_SIZES.map((n) => (
                            <option key={n} value={String(n)}>
                              {n}
                            </option>
                          ))}
                        </Select>
                      )}
                    </Field>
                  </div>
                  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <Button variant="outline" onClick={reset} className="justify-center">
                      <RotateCcw className="h-4 w-4" aria-hidden /> Reset Form
                    </Button>
                    <Button type="submit" disabled={busy} className="justify-center">
                      <Search className="h-4 w-4" aria-hidden /> {busy ? 'Searching...' : 'Search Products'}
                    </Button>
                  </div>
                </div>
              </form>
            </FormProvider>
          </CardBody>
        </Card>
        <SearchResults
          response={response}
          perPage={perPage}
          busy={busy}
          onPage={goToPage}
          failure={failure}
          onUseBuiltin={failure ? () => void run(failure.query, failure.values, 'builtin') : undefined}
          revealKey={revealKey}
          carried={carriedSearch(lastSearch?.values)}
        />
      </div>
    </>
  );
}
