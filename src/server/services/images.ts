// Server-side image work with sharp: the small thumbnails lists and galleries load instead of the
// originals, an image's measured size, uploaded SVG drawn to PNG (nothing in it is ever served,
// fetched or read), and the demo seed's pictures rendered from SVG (the seed never reaches the
// network).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { THUMBNAIL_WIDTH } from '../../shared/inventory.ts';

// Uploads are bounded by their byte size; this bounds the decoded size too (a tiny file can
// claim a gigapixel canvas).
const MAX_INPUT_PIXELS = 120_000_000;

export interface ImageFacts {
  width: number | null;
  height: number | null;
}

export interface Thumbnail extends ImageFacts {
  /** A temporary WebP file for storage to take. */
  path: string;
}

/**
 * A ~320 px wide WebP of the image at `sourcePath` (never enlarged, EXIF rotation applied), and
 * the original's dimensions. Throws when sharp cannot decode the file.
 */
export async function makeThumbnail(sourcePath: string): Promise<Thumbnail> {
  // Lenient with damage browsers shrug off (a bad checksum); a picture that cannot be decoded still throws.
  const image = sharp(sourcePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' });
  const metadata = await image.metadata();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-thumb-'));
  const target = path.join(dir, 'thumbnail.webp');
  await image.rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toFile(target);
  const rotated = (metadata.orientation ?? 1) >= 5;
  return {
    path: target,
    width: (rotated ? metadata.height : metadata.width) ?? null,
    height: (rotated ? metadata.width : metadata.height) ?? null,
  };
}

/** The longest side of an uploaded SVG once drawn: a wide wordmark stays sharp on a high-density screen. */
export const SVG_RASTER_SIZE = 1024;
// sharp's range for density (dots per inch; 72 draws an SVG at its own size).
const MIN_DENSITY = 1;
const MAX_DENSITY = 100_000;
// A drawing that takes longer than this (deep filters, huge paths) is refused, not waited for.
const RASTER_TIMEOUT_SECONDS = 20;

/**
 * An uploaded SVG drawn to PNG at `target`, its longest side `SVG_RASTER_SIZE` px. Scripts,
 * styles and links do nothing in a PNG. The markup is handed to sharp as bytes, never as a path:
 * librsvg resolves references only against the file it was given, so without one it loads no
 * image, stylesheet, XInclude or entity from the disk or the network. Throws when the SVG does not
 * parse or cannot be drawn within the pixel and time bounds.
 */
export async function rasterizeSvg(svg: Buffer, target: string): Promise<void> {
  // At the default 72 dpi, to learn the drawing's own size; nothing is drawn yet.
  const { width, height } = await sharp(svg, { limitInputPixels: false }).metadata();
  const longest = Math.max(width ?? 0, height ?? 0);
  if (!longest) throw new Error('The SVG has no size.');
  const density = Math.min(MAX_DENSITY, Math.max(MIN_DENSITY, (72 * SVG_RASTER_SIZE) / longest));
  await sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: SVG_RASTER_SIZE, height: SVG_RASTER_SIZE, fit: 'inside' })
    .png()
    .timeout({ seconds: RASTER_TIMEOUT_SECONDS })
    .toFile(target);
}

/** An SVG drawing rendered to a JPEG file in a temporary folder (the demo seed's pictures). */
export async function renderSvgToJpegFile(svg: string, fileName: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rp-render-'));
  const target = path.join(dir, fileName);
  await writeFile(target, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  return target;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A skyline-like picture: a sky gradient, towers of varied heights with windows, and a caption. */
export function skylineSvg(options: {
  title: string;
  subtitle?: string;
  width?: number;
  height?: number;
  hue: number;
  seed: number;
}): string {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  let state = options.seed || 1;
  const random = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const towers: string[] = [];
  let x = 0;
  while (x < width) {
    const towerWidth = 60 + Math.floor(random() * 110);
    const towerHeight = height * (0.25 + random() * 0.5);
    const top = height - towerHeight;
    const lightness = 18 + Math.floor(random() * 18);
    towers.push(
      `<rect x="${x}" y="${top.toFixed(0)}" width="${towerWidth}" height="${towerHeight.toFixed(0)}" fill="hsl(${options.hue},30%,${lightness}%)"/>`,
    );
    for (let wy = top + 16; wy < height - 20; wy += 28) {
      for (let wx = x + 10; wx < x + towerWidth - 14; wx += 22) {
        if (random() > 0.45)
          towers.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="10" height="14" fill="hsl(45,90%,${60 + Math.floor(random() * 25)}%)" opacity="0.85"/>`,
          );
      }
    }
    x += towerWidth + 4 + Math.floor(random() * 20);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${options.hue},70%,28%)"/><stop offset="0.7" stop-color="hsl(${(options.hue + 40) % 360},75%,62%)"/><stop offset="1" stop-color="hsl(30,90%,70%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${towers.join('')}
<rect x="0" y="${height - 150}" width="${width}" height="150" fill="black" opacity="0.35"/>
<text x="40" y="${height - 80}" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="bold" fill="white">${escapeXml(options.title)}</text>
${options.subtitle ? `<text x="40" y="${height - 34}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="white" opacity="0.9">${escapeXml(options.subtitle)}</text>` : ''}
</svg>`;
}

/** A 2:1 equirectangular panorama: sky, horizon glow, a ring of towers and the sea below. */
export function panoramaSvg(options: { title: string; hue: number; seed: number }): string {
  const width = 2048;
  const height = 1024;
  const skyline = skylineSvg({ title: '', width, height: 560, hue: options.hue, seed: options.seed })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<text[\s\S]*?<\/text>/g, '')
    .replace(/<rect x="0" y="410"[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(200,60%,45%)"/><stop offset="1" stop-color="hsl(210,70%,15%)"/></linearGradient></defs>
<g>${skyline}</g>
<rect x="0" y="560" width="${width}" height="${height - 560}" fill="url(#sea)"/>
<text x="${width / 2}" y="980" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="white" opacity="0.8">${escapeXml(options.title)} · 360°</text>
</svg>`;
}
