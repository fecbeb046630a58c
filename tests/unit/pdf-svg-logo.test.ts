import { describe, expect, it } from 'vitest';
import { paintSvgFitted, type VectorCanvas } from '../../server/proposals/pdf/svg.js';
import { sanitiseSvg } from '../../server/companies/logo/svg-sanitise.js';

/** pdfkit's drawing calls, recorded (pdfkit is the outside library here; its output is checked in the PDF API test). */
function recorder() {
  const calls: Array<[string, ...unknown[]]> = [];
  const canvas = new Proxy({} as VectorCanvas, { get: (_, name: string) => (...args: unknown[]) => void calls.push([name, ...args]) });
  return { canvas, calls, named: (name: string) => calls.filter((c) => c[0] === name).map((c) => c.slice(1)) };
}

describe('painting an uploaded SVG logo into the PDF', () => {
  it('paints what logos use: class and inline styles, group fills, polygons, rgb() and named colours, transforms', () => {
    const logo = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><defs><style>.brand{fill:#1a2b3c}.ring{fill:none;stroke:rgb(255,0,0);stroke-width:3}</style>' +
        '<linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>' +
        '<rect class="brand" width="100" height="50"/><circle class="ring" cx="25" cy="25" r="10"/>' +
        '<g fill="white" transform="translate(5 5)"><polygon points="0,0 10,0 10,10"/></g>' +
        '<path d="M0 0L1 1" style="fill:navy"/><rect width="5" height="5" fill="url(#g)"/><rect width="5" height="5" fill="none"/></svg>',
    )!;
    const { canvas, named } = recorder();
    paintSvgFitted(canvas, logo, 10, 20, 200, 50);
    expect(named('fill')).toEqual([['#1a2b3c'], ['#ffffff'], ['#000080']]);
    expect(named('stroke')).toEqual([['#ff0000']]);
    expect(named('lineWidth')).toEqual([[3]]);
    expect(named('path')).toContainEqual(['M0 0L10 0L10 10Z']);
    expect(named('transform')).toContainEqual([1, 0, 0, 1, 5, 5]);
    // Fitted: a 100×50 drawing in a 200×50 box is scaled by 1 and centred.
    expect(named('scale')).toEqual([[1]]);
    expect(named('translate')[0]).toEqual([60, 20]);
  });
});
