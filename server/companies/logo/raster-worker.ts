import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import type { RasterReply, RasterRequest } from './raster-thread.js';
import { sanitiseSvg } from './svg-sanitise.js';

/**
 * The logo thread: sanitises an uploaded SVG (svg-sanitise.ts) and draws what is left as a PNG
 * whose longest side is `side` pixels. Both are synchronous and grow with the file (sanitising
 * 2 MB of elements takes seconds), so they run here, never on the server's event loop. The drawing's own size only
 * sets its proportions: `fitTo` fixes the output, so width="100000" costs no more than width="10".
 */
parentPort?.on('message', ({ id, svg: uploaded, side }: RasterRequest) => {
  try {
    const svg = sanitiseSvg(uploaded);
    if (!svg) return parentPort?.postMessage({ id, error: 'nothing to draw', empty: true } satisfies RasterReply);
    const font = { loadSystemFonts: true };
    const probe = new Resvg(svg, { font: { loadSystemFonts: false } });
    const wide = probe.width >= probe.height;
    const short = Math.min(probe.width, probe.height) * (side / Math.max(probe.width, probe.height));
    if (!(short >= 1)) throw new Error('The drawing has no area');
    const png = new Resvg(svg, { font, fitTo: wide ? { mode: 'width', value: side } : { mode: 'height', value: side } }).render().asPng();
    parentPort?.postMessage({ id, png } satisfies RasterReply);
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies RasterReply);
  }
});
