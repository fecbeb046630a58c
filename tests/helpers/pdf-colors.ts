import { inflateSync } from 'node:zlib';

/**
 * The fill colours a PDF paints with (`r g b scn` in the RGB colour space, or `r g b rg`, in its page content), as #rrggbb. pdfkit
 * compresses content streams with Flate; each stream is inflated and read as text.
 */
export function pdfFillColors(pdf: Uint8Array): Set<string> {
  const raw = Buffer.from(pdf);
  const colors = new Set<string>();
  const text = raw.toString('latin1');
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(raw.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.subarray(start, end).toString('latin1');
    }
    // Tokens, not a regex: `r g b rg` is three numbers and the operator.
    const tokens = content.split(/\s+/);
    for (let i = 3; i < tokens.length; i++) {
      if (tokens[i] !== 'rg' && tokens[i] !== 'scn') continue;
      const rgb = tokens.slice(i - 3, i);
      if (!rgb.every((v) => v !== '' && Number.isFinite(Number(v)))) continue;
      colors.add(`#${rgb.map((v) => Math.round(Number(v) * 255).toString(16).padStart(2, '0')).join('')}`);
    }
  }
  return colors;
}
