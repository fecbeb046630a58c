import { crc32, deflateSync } from 'node:zlib';

/** Small real images for upload tests, made here rather than kept as binary fixtures. */

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A `size`×`size` RGB PNG in one colour, `padTo` bytes long at least (a private ancillary chunk fills it). */
export function pngImage(size = 8, rgb: [number, number, number] = [200, 30, 40], padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row))))];
  const used = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > used) parts.push(chunk('prIv', Buffer.alloc(padTo - used - 12)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A real 16×16 baseline JPEG in one colour (made once with sharp; 270 bytes). */
export function jpegImage(): Buffer {
  return Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAKMBf//Z',
    'base64',
  );
}

/** A `width`×`height` PNG in one colour made by sharp: a few hundred KB can claim 64 million pixels. */
export async function largePng(width: number, height = width): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#c81e28' } }).png({ compressionLevel: 9 }).toBuffer();
}

/** Pixel size of a PNG, read from its header. */
export const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

export const SIMPLE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><rect width="100" height="40" fill="#0a7"/><circle cx="20" cy="20" r="12" fill="#fff"/></svg>';
