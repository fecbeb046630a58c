const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** "$12.4K", "$1.2M", "$950" for a column header; `formatCents` (contracts/money.ts) stays the exact figure, in its title. */
export const formatCentsCompact = (cents: number): string => compact.format(Math.round(cents / 100));
