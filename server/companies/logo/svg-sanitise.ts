import sanitizeHtml from 'sanitize-html';
import { isUnsafeCss } from '../../http/css-filter.js';

/**
 * An uploaded SVG logo, kept as drawing only: shapes, text, gradients, clip paths and masks
 * stay; scripts, event handlers, foreign content, links and every reference outside the file
 * (href, url(), @import) go. It is also only ever served as an image with a CSP that forbids
 * everything, so this is the first of two walls.
 */

const TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern',
];

const ATTRIBUTES = [
  'id', 'class', 'style', 'xmlns', 'version', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength', 'transform', 'offset', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits',
  'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'word-spacing', 'xml:space',
  'href', 'xlink:href', 'xmlns:xlink',
];

/** A reference to anything but a fragment of this file (url(http…), url(data:…), @import), script-ish CSS or markup, however encoded. */
const outsideReference = (css: string) => isUnsafeCss(css, { selfContained: true });
const LOCAL_FRAGMENT = /^#[A-Za-z_][\w.-]*$/;
const NAMESPACE = /^http:\/\/www\.w3\.org\/(2000\/svg|1999\/xlink)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { '*': ATTRIBUTES },
  // Attribute values are checked below, not by URL scheme (href keeps only '#fragment').
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowVulnerableTags: true,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'foreignObject', 'iframe', 'object', 'embed', 'noscript', 'template', 'image', 'a', 'animate', 'set', 'animateTransform', 'animateMotion'],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  exclusiveFilter: (frame) => frame.tag === 'style' && outsideReference(frame.text),
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'href' || name === 'xlink:href') {
          if (LOCAL_FRAGMENT.test(value.trim())) kept[name] = value.trim();
        } else if (name === 'xmlns' || name === 'xmlns:xlink') {
          if (NAMESPACE.test(value)) kept[name] = value;
        } else if (!outsideReference(value)) kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
};

/** The document's start, past a byte-order mark, an XML declaration, comments and a doctype. */
const PROLOGUE = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[^\]]*\][^>]*)?>)\s*)*/i;

/** True when the text is an SVG document (its first element is <svg>). */
export function looksLikeSvg(text: string): boolean {
  return /^<svg[\s>]/.test(text.replace(PROLOGUE, ''));
}

/** The drawing of an SVG logo, or null when nothing drawable is left. */
export function sanitiseSvg(text: string): string | null {
  const clean = sanitizeHtml(text.replace(PROLOGUE, ''), OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean)) return null;
  // An <img> needs the namespace to draw an SVG at all.
  return /^<svg[^>]*\sxmlns="/.test(clean) ? clean : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}
