import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../server/companies/logo/raster-thread.js';

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">${inner}</svg>`;
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

describe('the logo thread', () => {
  it('abandons a drawing past its time limit, and draws the next logo on a new thread', async () => {
    // Thousands of overlapping translucent circles at 1024 px: far longer than the 50 ms allowed here.
    const slow = svg('<circle cx="50" cy="20" r="18" fill="#f00" stroke="#000" stroke-width="3" opacity="0.5"/>'.repeat(9_000));
    await expect(svgToPng(slow, 1024, 50)).rejects.toThrow('The drawing took too long');
    expect(pngWidth(await svgToPng(svg('<rect width="100" height="40" fill="#0a7"/>'), 256))).toBe(256);
  }, 30_000);
});
