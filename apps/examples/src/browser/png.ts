/**
 * Reads the screenshots back: a small decoder for the PNGs Chromium writes
 * (8-bit RGB or RGBA, not interlaced), enough to tell a rendered page from a
 * blank or broken one.
 */
import { inflateSync } from 'node:zlib';

export interface PngSummary {
  readonly width: number;
  readonly height: number;
  /** Distinct colours among the pixels (text and images give hundreds; a blank page one). */
  readonly colours: number;
  /** Mean luminance, 0 (black) to 255 (white). */
  readonly luminance: number;
  /** Share of the pixels that differ from the most common colour (the background). */
  readonly inked: number;
}

const SIGNATURE = '89504e470d0a1a0a';

export function summarizePng(png: Buffer): PngSummary {
  if (png.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('not a PNG (wrong signature)');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`unexpected PNG format (depth ${String(depth)}, colour type ${String(colourType)}, interlace ${String(interlace)})`);
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw new Error(`unknown PNG filter ${String(filter)}`);
      pixels[y * stride + x] = (line[x]! + predicted) & 0xff;
    }
  }
  const counts = new Map<number, number>();
  let luminance = 0;
  for (let i = 0; i < pixels.length; i += channels) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    const key = (r << 16) | (g << 8) | b;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    luminance += 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  const total = width * height;
  const background = Math.max(...counts.values());
  return { width, height, colours: counts.size, luminance: luminance / total, inked: 1 - background / total };
}
