import { SampleDirectoryNotice } from './SampleBadge.js';
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Building2, MapPin, Plus, Search } from 'lucide-react';
import type { DirectoryCompany, DirectoryResponse } from '../../../contracts/companies.js';
import { INDUSTRIES } from '../../../contracts/industries.js';
import { messageOf } from '../../api/client.js';
import { api, isAbort } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { Card } from '../../components/Card.js';
import { Input } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { Spinner } from '../../components/Spinner.js';
import { addCompany } from '../../state/companies.js';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.js';

/** Discover: find prospects in the built-in directory and add them to the pipeline in one click. */
export function DiscoverPanel() {
  const mayWrite = useCan('records.write');
  const store = useStore();
  const [industry, setIndustry] = useState('');
  const [country, setCountry] = useState('');
  const [data, setData] = useState<DirectoryResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [adding, setAdding] = useState<string | null>(null);

  const load = useCallback(
    async (term: string) => {
      setLoading(true);
      try {
        // A newer search (the user typed on) supersedes this one.
        const query = { limit: 30, q: term.trim() || undefined, industry: industry || undefined, country: country || undefined };
        setData(await api.directory.companies(query, { key: 'discover-directory' }));
      } catch (err) {
        if (isAbort(err)) return;
        toast.error('Error', { description: messageOf(err, 'Failed to load companies') });
      } finally {
        setLoading(false);
      }
    },
    [industry, country],
  );
  // As you type (debounced); Enter searches at once.
  const { text: q, setText: setQ, submit } = useDebouncedSearch('', (term) => void load(term));
  useEffect(() => {
    void load(q);
  }, [industry, country]); // eslint-disable-line react-hooks/exhaustive-deps

  const add = async (d: DirectoryCompany) => {
    setAdding(d.id);
    try {
      const { company } = await api.companies.create({ name: d.name, domain: d.domain, directoryId: d.id });
      addCompany(store, company);
      setData((prev) => prev && { ...prev, items: prev.items.map((x) => (x.id === d.id ? { ...x, pipelineCompanyId: company.id } : x)) });
      toast.success('Prospect added', { description: `${company.name} is now in your pipeline.` });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to add prospect') });
    } finally {
      setAdding(null);
    }
  };

  return (
    <div>
      <div className="mb-4">
        <SampleDirectoryNotice />
      </div>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <form
          className="relative flex-1"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
          <Input aria-label="Search the directory" placeholder="Search companies, specialties..." value={q} onChange={(e) => setQ(e.target.value)} className="pl-9" />
        </form>
        <Select aria-label="Directory industry" value={industry} onChange={(e) => setIndustry(e.target.value)}>
          <option value="">All industries</option>
          {INDUSTRIES.map((i) => (
            <option key={i}>{i}</option>
          ))}
        </Select>
        <Select aria-label="Directory country" value={country} onChange={(e) => setCountry(e.target.value)}>
          <option value="">All countries</option>
          {data?.countries.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
      </div>
      {loading && !data ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : !data?.items.length ? (
        <p className="py-12 text-center text-sm text-slate-500">No companies match. Try a broader search.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={loading}>
          {data.items.map((d) => (
            <li key={d.id}>
              <Card className="flex h-full flex-col p-4">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold">{d.name}</p>
                    <p className="text-xs text-slate-500">{d.domain}</p>
                  </div>
                  {d.pipelineCompanyId ? (
                    <Link href={`/companies/${d.pipelineCompanyId}`} className="whitespace-nowrap text-xs font-medium text-emerald-700 hover:underline">
                      In pipeline
                    </Link>
                  ) : (
                    mayWrite && (
                    <Button size="sm" variant="outline" onClick={() => add(d)} disabled={adding === d.id} aria-label={`Add ${d.name} to pipeline`}>
                      <Plus className="h-3.5 w-3.5" aria-hidden /> {adding === d.id ? 'Adding...' : 'Add'}
                    </Button>
                    )
                  )}
                </div>
                <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <Building2 className="h-3.5 w-3.5" aria-hidden /> {d.industry}
                    {d.companySize ? ` · ${d.companySize} employees` : ''}
                  </span>
                  {d.headquarters && (
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="h-3.5 w-3.5" aria-hidden /> {d.headquarters}
                    </span>
                  )}
                </p>
                {d.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{d.description}</p>}
                {d.recentActivity && <p className="mt-2 line-clamp-2 border-l-2 border-brand-200 pl-2 text-xs text-slate-500">{d.recentActivity.split('\n')[0]}</p>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
