// Images for demo data, drawn in code so nothing is fetched: a PNG encoder small enough to read,
// and a logo made of a brand colour, a lighter band and a monogram-like block.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG from a pixel function. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const lighten = ([r, g, b]: Rgb, amount: number): Rgb =>
  [r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount].map(Math.round) as unknown as Rgb;

/** A 128×128 logo: brand colour, a diagonal light band and a centred accent square. */
export function demoLogo(brand: Rgb, accent: Rgb): Buffer {
  const size = 128;
  return encodePng(size, size, (x, y) => {
    if (x > 40 && x < 88 && y > 40 && y < 88) return accent;
    const band = Math.abs(x - y) < 14;
    return band ? lighten(brand, 0.35) : brand;
  });
}
