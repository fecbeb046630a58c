import { MAX_DEAL_CENTS } from '../../contracts/companies.js';
import { formatCents } from '../../contracts/money.js';

export type AmountInput = { ok: true; cents: number | null } | { ok: false; error: string };

/**
 * What a rep types as an amount, in cents: "$2,150", "2150.50", " 2 150 " all work; empty is null
 * (no amount). Junk, a third decimal or a negative amount is refused with a message for the field.
 */
export function parseAmountInput(text: string): AmountInput {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return { ok: true, cents: null };
  if (plain.startsWith('-')) return { ok: false, error: 'Amount cannot be negative' };
  const m = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!m || (m[1] === '' && !m[2])) return { ok: false, error: 'Enter an amount like 2,150 or 2150.50' };
  const [, whole, fraction = ''] = m;
  if (fraction.length > 2) return { ok: false, error: 'Use at most 2 decimals' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_DEAL_CENTS) return { ok: false, error: `Amount must be at most ${formatCents(MAX_DEAL_CENTS).slice(0, -3)}` };
  return { ok: true, cents };
}

/** Cents as the amount field shows them to edit: 215000 → "2,150", 215050 → "2,150.50". */
export function amountInputText(cents: number | null): string {
  if (cents === null) return '';
  const text = formatCents(cents).slice(1);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
