import type { ShipToAddress, ShipToInput } from '../../../contracts/order-rules.js';

/** A ship-to address as a form holds it: every field a string. */
export type ShipToDraft = { name: string; company: string; line1: string; line2: string; city: string; region: string; postalCode: string; country: string; phone: string };
export type ShipToField = keyof ShipToDraft;
export type ShipToErrors = Partial<Record<ShipToField, string>>;

export const SHIP_TO_FIELDS: { field: ShipToField; label: string; max: number; required?: boolean; autoComplete?: string; wide?: boolean }[] = [
  { field: 'name', label: 'Name', max: 120, required: true, autoComplete: 'shipping name' },
  { field: 'company', label: 'Company', max: 160, autoComplete: 'shipping organization' },
  { field: 'line1', label: 'Street address', max: 200, required: true, autoComplete: 'shipping address-line1', wide: true },
  { field: 'line2', label: 'Address line 2', max: 200, autoComplete: 'shipping address-line2', wide: true },
  { field: 'city', label: 'City', max: 100, required: true, autoComplete: 'shipping address-level2' },
  { field: 'region', label: 'State or region', max: 100, autoComplete: 'shipping address-level1' },
  { field: 'postalCode', label: 'Postal code', max: 20, required: true, autoComplete: 'shipping postal-code' },
  { field: 'country', label: 'Country', max: 60, autoComplete: 'shipping country' },
  { field: 'phone', label: 'Phone', max: 40, autoComplete: 'shipping tel' },
];

export const emptyShipTo = (): ShipToDraft => ({ name: '', company: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US', phone: '' });

export const draftOfShipTo = (a: ShipToAddress): ShipToDraft => ({
  name: a.name,
  company: a.company ?? '',
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  region: a.region ?? '',
  postalCode: a.postalCode,
  country: a.country || 'US',
  phone: a.phone ?? '',
});

/** What the API takes: trimmed, optional fields left empty as null, the country US unless given. */
export const shipToInputOf = (d: ShipToDraft): ShipToInput => {
  const opt = (v: string) => v.trim() || null;
  return {
    name: d.name.trim(),
    company: opt(d.company),
    line1: d.line1.trim(),
    line2: opt(d.line2),
    city: d.city.trim(),
    region: opt(d.region),
    postalCode: d.postalCode.trim(),
    country: d.country.trim() || 'US',
    phone: opt(d.phone),
  };
};

/** The required fields left empty, in the contract's words ("City is required"). */
export function shipToProblems(d: ShipToDraft): ShipToErrors {
  const errors: ShipToErrors = {};
  for (const f of SHIP_TO_FIELDS) if (f.required && !d[f.field].trim()) errors[f.field] = `${f.label} is required`;
  return errors;
}

export const hasProblems = (errors: object): boolean => Object.keys(errors).length > 0;
