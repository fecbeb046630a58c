import { describe, expect, it } from 'vitest';
import { sanitizePresentationHtml } from '../../server/presentations/sanitize.js';

describe('issue 12 item 15: the sanitizer does what its comment says about <style>', () => {
  it('keeps a plain <style> block verbatim (its text is not escaped)', () => {
    const css = 'h1 > b { color: red } a[href^="https"] { text-decoration: none }';
    expect(sanitizePresentationHtml(`<style>${css}</style><h1>Deck</h1>`)).toBe(`<style>${css}</style><h1>Deck</h1>`);
  });

  it('drops a <style> block with script-like CSS whole, and such inline styles', () => {
    for (const css of ['@import url(https://evil.example/x.css);', 'h1 { background: url("javascript:alert(1)") }', 'p { width: expression(alert(1)) }', 'a { -moz-binding: url(x.xml#b) }', 'b { behavior: url(x.htc) }']) {
      expect(sanitizePresentationHtml(`<style>${css}</style><h1>Deck</h1>`), css).toBe('<h1>Deck</h1>');
    }
    expect(sanitizePresentationHtml('<p style="color:red">ok</p><p style="behavior:url(x.htc)">no</p>')).toBe('<p style="color:red">ok</p><p>no</p>');
  });
});

describe('embedded pictures (self-contained decks)', () => {
  it('keeps data: images and drops data: documents', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(sanitizePresentationHtml(`<img src="${svg}" alt="mug">`)).toBe(`<img src="${svg}" alt="mug" />`);
    expect(sanitizePresentationHtml('<img src="data:text/html;base64,PHNjcmlwdD4=" alt="x"><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizePresentationHtml('<a href="data:image/svg+xml;base64,PHN2Zy8+">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });
});
