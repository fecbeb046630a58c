/**
 * The one check of untrusted CSS (a presentation's <style> blocks and style attributes, an SVG
 * logo's): whether it could run code, pull in another stylesheet, bind behaviour, carry markup,
 * or (for a self-contained drawing) refer to anything outside the file. The text is normalised
 * first as a browser would read it — character references (an SVG is XML: they are decoded
 * inside <style>), CSS escapes (`u\72l(` is `url(`), comments and whitespace — so encodings do
 * not hide what it says. Every step is one linear pass: no input can make it slow.
 */

const NAMED_REFERENCES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const REPLACEMENT = '\uFFFD';

const codePoint = (n: number): string => (n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : REPLACEMENT);

/** Numeric character references and XML's five named ones, decoded once (as an XML parser does). */
const decodeReferences = (text: string): string =>
  text.replace(/&#x([0-9a-f]{1,8});?|&#(\d{1,10});?|&(lt|gt|amp|quot|apos);/gi, (_m, hex?: string, dec?: string, name?: string) =>
    hex !== undefined ? codePoint(parseInt(hex, 16)) : dec !== undefined ? codePoint(parseInt(dec, 10)) : NAMED_REFERENCES[name!.toLowerCase()],
  );

/** CSS escapes decoded: `\` + up to six hex digits (and one optional space), or `\` + any other character. */
const decodeEscapes = (text: string): string =>
  text.replace(/\\([0-9a-f]{1,6})[\t\n\f\r ]?|\\([^0-9a-f])/gi, (_m, hex?: string, other?: string) => (hex !== undefined ? codePoint(parseInt(hex, 16)) : other === '\n' ? '' : other!));

/** Comments removed (an unterminated one runs to the end, as in CSS), with indexOf: linear. */
function stripComments(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf('/*', from);
    if (start < 0) return out + text.slice(from);
    out += text.slice(from, start);
    const end = text.indexOf('*/', start + 2);
    if (end < 0) return out;
    from = end + 2;
  }
}

/** The CSS as a browser reads it, lower-cased, without comments, whitespace or control characters. */
export function normaliseCss(css: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return stripComments(decodeEscapes(decodeReferences(css))).replace(/[\s\u0000-\u001f\u007f]+/g, '').toLowerCase();
}

/** Code, another stylesheet, behaviour bindings, or markup (a `<` can only be there to end the <style>). */
const SCRIPT_LIKE = /javascript:|vbscript:|expression\(|@import|behavior:|-moz-binding|</;
/** A reference to a resource that is not a fragment of the same file. */
const OUTSIDE_URL = /(?:url|image|image-set|src)\(['"]?(?!#)/;

/**
 * Whether CSS must be dropped. `selfContained`: a drawing that may refer only to its own
 * fragments (`url(#gradient)`); otherwise remote url()s are left to the page's CSP.
 */
export function isUnsafeCss(css: string, opts: { selfContained?: boolean } = {}): boolean {
  const normal = normaliseCss(css);
  return SCRIPT_LIKE.test(normal) || (opts.selfContained === true && OUTSIDE_URL.test(normal));
}
