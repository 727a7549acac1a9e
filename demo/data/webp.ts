/**
 * A real lossless WebP (VP8L) writer for solid-colour images, written bit by bit.
 * Every prefix code is a "simple" one-symbol code, so each pixel costs zero bits and the file is
 * a few dozen bytes whatever the size: browsers decode it as a genuine image/webp.
 */
const VP8L_SIGNATURE = 0x2f;
const MAX_DIMENSION = 16384;

class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private used = 0;
  write(value: number, bits: number): void {
    for (let i = 0; i < bits; i++) {
      this.acc |= ((value >>> i) & 1) << this.used;
      this.used++;
      if (this.used === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.used = 0;
      }
    }
  }
  finish(): Uint8Array {
    if (this.used > 0) this.bytes.push(this.acc);
    return Uint8Array.from(this.bytes);
  }
}

/** One "simple code length code" with a single 8-bit symbol. */
function writeSingleSymbolCode(w: BitWriter, symbol: number): void {
  w.write(1, 1); // simple code
  w.write(0, 1); // num_symbols - 1 = 0
  w.write(1, 1); // is_first_8bits
  w.write(symbol & 0xff, 8);
}

export type Rgba = readonly [r: number, g: number, b: number, a?: number];

export function solidWebp(width: number, height: number, [r, g, b, a = 255]: Rgba): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_DIMENSION || height > MAX_DIMENSION) {
    throw new RangeError(`webp size ${width}x${height} out of range`);
  }
  const w = new BitWriter();
  w.write(VP8L_SIGNATURE, 8);
  w.write(width - 1, 14);
  w.write(height - 1, 14);
  w.write(a === 255 ? 0 : 1, 1); // alpha_is_used
  w.write(0, 3); // version
  w.write(0, 1); // no transform
  w.write(0, 1); // no colour cache
  w.write(0, 1); // no meta prefix codes
  writeSingleSymbolCode(w, g); // green + length prefixes
  writeSingleSymbolCode(w, r);
  writeSingleSymbolCode(w, b);
  writeSingleSymbolCode(w, a);
  writeSingleSymbolCode(w, 0); // distance
  const vp8l = w.finish();
  const padded = vp8l.length + (vp8l.length % 2);
  const out = new Uint8Array(20 + padded);
  const view = new DataView(out.buffer);
  out.set([0x52, 0x49, 0x46, 0x46], 0); // RIFF
  view.setUint32(4, 12 + padded, true);
  out.set([0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c], 8); // WEBPVP8L
  view.setUint32(16, vp8l.length, true);
  out.set(vp8l, 20);
  return out;
}
