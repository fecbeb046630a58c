/**
 * The bits of SVG styling real logos use beyond presentation attributes, for the PDF painter
 * (svg.ts): class rules of a <style> block, inline style="…", rgb() and common colour names, and
 * the transforms of a group or shape. Anything else is left out, as the painter leaves it.
 */

export type Props = Map<string, string>;
export type Matrix = [number, number, number, number, number, number];

const STYLED = ['fill', 'stroke', 'stroke-width', 'opacity', 'fill-opacity', 'stroke-linecap'];

const declarations = (text: string): Props =>
  new Map(
    text
      .split(';')
      .map((d) => d.split(':').map((s) => s.trim()))
      .filter((d): d is [string, string] => d.length === 2 && STYLED.includes(d[0]) && d[1] !== ''),
  );

/** `.a{fill:#f00}.b,.c{stroke:#000}` → class → its properties. */
export function classRules(svg: string): Map<string, Props> {
  const rules = new Map<string, Props>();
  for (const block of svg.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    for (const [, selectors, body] of block[1].matchAll(/(?<![^{}])([^{}]+)\{([^}]*)\}/g)) {
      for (const selector of selectors.split(',').map((s) => s.trim())) {
        const name = /^\.([\w-]+)$/.exec(selector)?.[1];
        if (name) rules.set(name, new Map([...(rules.get(name) ?? []), ...declarations(body)]));
      }
    }
  }
  return rules;
}

/** An element's styling as CSS ranks it: its attributes, then its classes' rules, then its own style. */
export function resolved(attrs: Props, rules: Map<string, Props>): Props {
  const out = new Map(attrs);
  for (const name of (attrs.get('class') ?? '').split(/\s+/)) for (const [k, v] of rules.get(name) ?? []) out.set(k, v);
  for (const [k, v] of declarations(attrs.get('style') ?? '')) out.set(k, v);
  return out;
}

const NAMED: Readonly<Record<string, string>> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00', orange: '#ffa500',
  gray: '#808080', grey: '#808080', navy: '#000080', purple: '#800080', silver: '#c0c0c0', maroon: '#800000', teal: '#008080',
};

/** A colour pdfkit takes (#rgb or #rrggbb), or null for none, gradients and what is not understood. */
export function colorOf(value: string | undefined): string | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$|^#[0-9a-f]{6}$/.test(v)) return v;
  if (NAMED[v]) return NAMED[v];
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(v);
  return rgb ? `#${rgb.slice(1, 4).map((c) => Math.min(255, Number(c)).toString(16).padStart(2, '0')).join('')}` : null;
}

/** `translate(…) scale(…) rotate(…) matrix(…)` as one matrix, or null when there is none. */
export function transformOf(text: string | undefined): Matrix | null {
  if (!text) return null;
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  const times = (a: Matrix, b: Matrix): Matrix => [
    a[0] * b[0] + a[2] * b[1], a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3], a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4], a[1] * b[4] + a[3] * b[5] + a[5],
  ];
  let any = false;
  for (const [, kind, args] of text.matchAll(/(matrix|translate|scale|rotate)\s*\(([^)]*)\)/g)) {
    const n = args.split(/[\s,]+/).filter(Boolean).map(Number);
    if (n.some((x) => !Number.isFinite(x))) return null;
    const rad = ((n[0] ?? 0) * Math.PI) / 180;
    const step: Matrix | null =
      kind === 'matrix' && n.length === 6 ? (n as Matrix)
      : kind === 'translate' ? [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0]
      : kind === 'scale' ? [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0]
      : kind === 'rotate' ? [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0]
      : null;
    if (!step) return null;
    if (kind === 'rotate' && n.length === 3) m = times(times(times(m, [1, 0, 0, 1, n[1], n[2]]), step), [1, 0, 0, 1, -n[1], -n[2]]);
    else m = times(m, step);
    any = true;
  }
  return any ? m : null;
}

/** `x1,y1 x2,y2 …` as path data (closed for a polygon). */
export function pointsPath(points: string | undefined, closed: boolean): string | null {
  const n = (points ?? '').trim().split(/[\s,]+/).map(Number);
  if (n.length < 4 || n.length % 2 !== 0 || n.some((x) => !Number.isFinite(x))) return null;
  const pairs = Array.from({ length: n.length / 2 }, (_, i) => `${n[2 * i]} ${n[2 * i + 1]}`);
  return `M${pairs.join('L')}${closed ? 'Z' : ''}`;
}
