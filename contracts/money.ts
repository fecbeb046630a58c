/** "$1,234.56" for an amount of cents (negative amounts as "-$1.00"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,234.56" for an amount in dollars (catalogue prices are dollars with cents): rounded to the cent. */
export function formatDollars(amount: number): string {
  return formatCents(Math.round(amount * 100));
}
