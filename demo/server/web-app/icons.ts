import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { iconSvg, type IconShape } from './icon-drawing';

/** The PNGs the web app manifest and the host page link: name -> shape and size in pixels. */
export const ICONS = {
  'icon-192': { shape: 'any', size: 192 },
  'icon-512': { shape: 'any', size: 512 },
  'maskable-512': { shape: 'maskable', size: 512 },
  // iOS puts its own mask on a full square.
  'apple-touch-icon': { shape: 'maskable', size: 180 },
} as const satisfies Record<string, { shape: IconShape; size: number }>;
export type IconName = keyof typeof ICONS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

/**
 * The icon's PNG, rendered by sharp from the drawing once and kept under the data folder
 * (demo/.data/icons/), named after the drawing's digest: a changed drawing is rendered anew.
 */
export function createIconStore(dataDir: string): (name: IconName) => Promise<Buffer> {
  const rendered = new Map<IconName, Promise<Buffer>>();
  const dir = path.join(dataDir, 'icons');
  async function render(name: IconName): Promise<Buffer> {
    const { shape, size } = ICONS[name];
    const svg = iconSvg(shape);
    const file = path.join(dir, `${name}-${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.png`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return kept;
    const png = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 512) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await mkdir(dir, { recursive: true });
    // Written whole or not at all: a second server starting beside this one reads a complete file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, png);
    await rename(partial, file);
    return png;
  }
  return (name) => {
    let png = rendered.get(name);
    if (!png) {
      png = render(name);
      rendered.set(name, png);
      png.catch(() => rendered.delete(name));
    }
    return png;
  };
}
