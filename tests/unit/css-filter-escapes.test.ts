import { describe, expect, it } from 'vitest';
import { isUnsafeCss, normaliseCss } from '../../server/http/css-filter.js';
import { sanitizePresentationHtml } from '../../server/presentations/sanitize.js';
import { sanitiseSvg } from '../../server/companies/logo/svg-sanitise.js';

const SVG = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}<rect width="10" height="10"/></svg>`;

describe('hole: CSS escapes and character references carried script-like CSS and markup past the sanitisers', () => {
  it('reads CSS as a browser does before judging it', () => {
    expect(normaliseCss('U\\72 L( x )')).toBe('url(x)');
    expect(normaliseCss('@\\69mport')).toBe('@import');
    expect(normaliseCss('e&#x78;pr/* hi */ession (')).toBe('expression(');
    expect(normaliseCss('\\000000\\110000')).toBe('\uFFFD\uFFFD');
    for (const css of ['@\\69mport "x.css";', 'p { width: e\\78pression(alert(1)) }', 'a { background: url("java\\73 cript:alert(1)") }', 'a{-moz-bin\\64ing:url(x)}', 'p{}&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;']) {
      expect(isUnsafeCss(css), css).toBe(true);
    }
    for (const css of ['li::before { content: "\\2022" }', 'h1 > b { color: red }', 'a { background: url(https://cdn.example/x.png) }']) expect(isUnsafeCss(css), css).toBe(false);
    expect(isUnsafeCss('rect { fill: url(#g) }', { selfContained: true })).toBe(false);
    expect(isUnsafeCss('rect { fill: u\\72l(https://evil.example/x) }', { selfContained: true })).toBe(true);
  });

  it('the presentation sanitiser drops escaped or encoded script-like <style> blocks and inline styles', () => {
    for (const css of ['@\\69mport "https://evil.example/x.css";', 'p { width: e\\78pression(alert(1)) }', 'p{color:red}&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;']) {
      expect(sanitizePresentationHtml(`<style>${css}</style><h1>Deck</h1>`), css).toBe('<h1>Deck</h1>');
    }
    expect(sanitizePresentationHtml('<p style="background:url(java\\73 cript:alert(1))">x</p>')).toBe('<p>x</p>');
    const bullets = '<style>li::before { content: "\\2022" }</style><ul><li>a</li></ul>';
    expect(sanitizePresentationHtml(bullets)).toBe(bullets);
  });

  it('the SVG logo sanitiser drops escaped outside references and entity-encoded markup in <style>', () => {
    const escaped = sanitiseSvg(SVG('<style>rect { fill: u\\72l(https://evil.example/x.svg) }</style>'))!;
    expect(escaped).not.toContain('evil.example');
    const markup = sanitiseSvg(SVG('<style>rect{}&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>'))!;
    expect(markup).not.toMatch(/<script|alert/);
    expect(sanitiseSvg(SVG('<style>rect { fill: url(#g) }</style>'))).toContain('url(#g)');
  });

  it('takes linear time on hostile input', () => {
    for (const css of ['\\'.repeat(300_000), '/*'.repeat(150_000), '&#x'.repeat(100_000), 'u\\72l('.repeat(50_000)]) {
      const started = performance.now();
      isUnsafeCss(css, { selfContained: true });
      expect(performance.now() - started, css.slice(0, 6)).toBeLessThan(500);
    }
  });
});
