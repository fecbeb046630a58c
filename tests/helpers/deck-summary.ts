/** The built-in deck's summary table, row by row: item asked, recommended pick, quantity, unit price (as written). */
export function summaryRows(html: string): Array<{ item: string; pick: string; quantity: string; unitPrice: string }> {
  return [...html.matchAll(/<tr>((?:<td[^>]*>[^<]*<\/td>){6})<\/tr>/g)]
    .map((m) => [...m[1]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]!))
    .map(([item, pick, quantity, unitPrice]) => ({ item: item!, pick: pick!, quantity: quantity!, unitPrice: unitPrice! }));
}
