// Every presentation's HTML goes through here before it is stored, whoever wrote it (the built-in
// composer, a model, or the user in the HTML tab). Layout and styling stay; anything that runs
// code, submits, embeds another page or leaves through a javascript: URL goes. The preview is
// also a sandboxed iframe, so this is the second of two walls, not the only one.
import sanitizeHtml from 'sanitize-html';
import { isUnsafeCss } from '../http/css-filter.js';

const TAGS = [
  'html', 'head', 'body', 'title', 'style', 'main', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'div', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'small', 'strong', 'b', 'em', 'i', 'u', 's',
  'sub', 'sup', 'mark', 'abbr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'img', 'picture', 'a',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
];

const COMMON = ['style', 'class', 'id', 'title', 'lang', 'dir', 'align', 'role', 'aria-label'];

/** Our own images and pages, by path: `/api/catalogue/products/…/image`, `/products/…`. */
const RELATIVE_PATH = /^\/(?!\/)[^\s\\]*$/;
/**
 * Pictures embedded in the deck so it works outside the app (the product drawings). An image
 * loaded through <img> never runs script, SVG included.
 */
const EMBEDDED_IMAGE = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;
const isSafeUrl = (url: string): boolean => /^https?:\/\//i.test(url) || RELATIVE_PATH.test(url);
const isSafeImage = (url: string): boolean => isSafeUrl(url) || EMBEDDED_IMAGE.test(url);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    '*': COMMON,
    img: [...COMMON, 'src', 'alt', 'width', 'height', 'loading'],
    a: [...COMMON, 'href', 'target', 'rel'],
    td: [...COMMON, 'colspan', 'rowspan', 'width', 'valign'],
    th: [...COMMON, 'colspan', 'rowspan', 'width', 'valign', 'scope'],
    table: [...COMMON, 'width', 'cellpadding', 'cellspacing', 'border'],
    col: [...COMMON, 'span', 'width'],
    ol: [...COMMON, 'start', 'type'],
  },
  // <style> blocks are kept for layout and their text is passed through VERBATIM (sanitize-html
  // does not escape or filter it), so a block with script-like CSS (javascript:, expression(),
  // @import, behavior:, -moz-binding, markup), however escaped or encoded, is dropped whole by
  // exclusiveFilter below (css-filter.ts). Inline style attributes are kept as written (no
  // per-property allow-list) unless they contain the same.
  // Remote url()s in CSS are left to the page's CSP (img-src), which also governs the preview.
  allowVulnerableTags: true,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Drop the contents of these entirely, not just the tags.
  nonTextTags: ['script', 'noscript', 'textarea', 'option', 'iframe', 'object', 'embed', 'form', 'button', 'select', 'template', 'svg', 'math'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isSafeImage(frame.attribs.src ?? '')) || (frame.tag === 'style' && isUnsafeCss(frame.text)),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    '*': (tagName, attribs) => {
      if (attribs.style && isUnsafeCss(attribs.style)) {
        const { style: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
};

/** Sanitised presentation HTML: safe to store, to show in the sandboxed preview and to edit. */
export function sanitizePresentationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
