import { useEffect, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import {
  BRAND_TONES,
  BRAND_TONE_LABELS,
  BRANDING_SIGNED_OUT_MESSAGE,
  DEFAULT_BRAND_TONE,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  PRIMARY_COLOR_PRESETS,
  SECONDARY_COLOR_PRESETS,
  brandingInput,
  type Branding,
  type BrandingInput,
  type BrandingValues,
} from '../../../contracts/branding.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { brandingLogoAtom, brandingRecord } from '../../state/branding.js';
import { userAtom } from '../../state/auth.js';
import { useCan } from '../../state/permissions.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { ColorField } from './ColorField.js';
import { BrandingLogoCard } from './BrandingLogoCard.js';
import { Select } from '../../components/Select.js';
import { showServerFieldErrors } from '../../api/field-errors.js';

type FormValues = BrandingInput;

const FIELDS = Object.keys(brandingInput.shape) as Path<FormValues>[];

const joinList = (items: string[] | null) => (items ?? []).join(', ');

const toForm = (b: Branding | null): FormValues => ({
  companyName: b?.companyName ?? '',
  websiteUrl: b?.websiteUrl ?? '',
  brandTone: b?.brandTone ?? DEFAULT_BRAND_TONE,
  primaryColor: b?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
  secondaryColor: b?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
  brandKeywords: joinList(b?.brandKeywords ?? null),
  servicesOffered: joinList(b?.servicesOffered ?? null),
  industriesServed: joinList(b?.industriesServed ?? null),
});

/** Company branding: docs/product.md#settings Settings, Company tab. The saved profile loads on opening. */
export function CompanyTab() {
  const store = useStore();
  const branding = useAtomValue(brandingRecord.atom);
  const [loaded, setLoaded] = useState(false);
  const logoUrl = useAtomValue(brandingLogoAtom) ?? null;
  const setLogoUrl = (url: string | null) => store.set(brandingLogoAtom, url);
  useEffect(() => {
    let current = true;
    api.branding
      .get()
      .then((r) => {
        if (!current) return;
        brandingRecord.load(store, r.branding);
        store.set(brandingLogoAtom, r.logoUrl);
      })
      // docs/product.md#settings: loading errors are only logged; the form opens with the defaults.
      .catch((err) => console.error('branding load failed', err))
      .finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [store]);
  if (!loaded) return <CenteredSpinner label="Loading branding settings" />;
  return (
    <div className="space-y-6">
      <BrandingLogoCard logoUrl={logoUrl} companyName={branding?.companyName ?? ''} onChange={setLogoUrl} />
      <BrandingForm branding={branding ?? null} />
    </div>
  );
}

function BrandingForm({ branding }: { branding: Branding | null }) {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const mayEdit = useCan('workspace.settings');
  // `values` follows the atom: a save in another tab (branding.updated) shows here, while
  // fields this user is editing keep their edits.
  const form = useForm<FormValues, unknown, BrandingValues>({
    resolver: zodResolver(brandingInput),
    defaultValues: toForm(branding),
    values: toForm(branding),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [primaryColor, secondaryColor] = useWatch({ control: form.control, name: ['primaryColor', 'secondaryColor'] });
  const pickColor = (name: 'primaryColor' | 'secondaryColor') => (hex: string) =>
    form.setValue(name, hex, { shouldDirty: true, shouldValidate: isSubmitted });

  const submit = form.handleSubmit(async (values) => {
    if (!user) {
      toast.error('Error', { description: BRANDING_SIGNED_OUT_MESSAGE });
      return;
    }
    try {
      const r = await api.branding.save(values);
      if (r.branding) {
        brandingRecord.upsert(store, r.branding);
        // Show what was stored (lists normalised); resetOptions would keep the typed text.
        form.reset(toForm(r.branding), { keepDirtyValues: false });
      }
      toast.success('Success', { description: 'Company branding settings saved successfully' });
    } catch (err) {
      showServerFieldErrors(err, FIELDS, form.setError);
      toast.error('Error', { description: messageOf(err, 'Failed to save branding settings') });
    }
  });

  return (
    <Card>
      <CardHeader title="Company Branding" description="Your company and brand style, used when generating messages and presentations." />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Company Name" error={errors.companyName?.message}>
              {(id, d) => <Input id={id} aria-describedby={d} autoComplete="organization" placeholder="Your company" {...form.register('companyName')} />}
            </Field>
            <Field label="Brand Tone" error={errors.brandTone?.message} help="This tone is used when generating presentation content.">
              {(id, d) => (
                <Select id={id} aria-describedby={d} {...form.register('brandTone')}>
                  {BRAND_TONES.map((tone) => (
                    <option key={tone} value={tone}>
                      {BRAND_TONE_LABELS[tone]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Website URL" error={errors.websiteUrl?.message}>
              {(id, d) => <Input id={id} aria-describedby={d} type="url" placeholder="https://www.example.com" {...form.register('websiteUrl')} />}
            </Field>
          </div>

          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Brand Colors</legend>
            <p className="text-xs text-slate-500">Type a hex colour such as #7E69AB, or pick a preset.</p>
            <div className="grid gap-6 pt-1 sm:grid-cols-2">
              <ColorField
                label="Primary Color"
                value={primaryColor}
                error={errors.primaryColor?.message}
                presets={PRIMARY_COLOR_PRESETS}
                onPick={pickColor('primaryColor')}
                inputProps={form.register('primaryColor')}
              />
              <ColorField
                label="Secondary Color"
                value={secondaryColor}
                error={errors.secondaryColor?.message}
                presets={SECONDARY_COLOR_PRESETS}
                onPick={pickColor('secondaryColor')}
                inputProps={form.register('secondaryColor')}
              />
            </div>
          </fieldset>

          <Field label="Brand Keywords" error={errors.brandKeywords?.message} help="Separate keywords with commas.">
            {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. sustainable, reliable, local" {...form.register('brandKeywords')} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Services Offered" error={errors.servicesOffered?.message} help="Separate services with commas.">
              {(id, d) => (
                <Textarea id={id} aria-describedby={d} placeholder="e.g. Screen printing, Embroidery, Trade show kits" {...form.register('servicesOffered')} />
              )}
            </Field>
            <Field label="Industries Served" error={errors.industriesServed?.message} help="Separate industries with commas.">
              {(id, d) => <Textarea id={id} aria-describedby={d} placeholder="e.g. Healthcare, Education, Technology" {...form.register('industriesServed')} />}
            </Field>
          </div>

          {/* The workspace's branding: owners and admins save it (docs/product.md#teams). */}
          {mayEdit && (
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Branding Settings'}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
