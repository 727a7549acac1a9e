// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hexToRgb, rgbToHsl, tintSvg } from '../../../demo/server/pictures/tint';

const hueOf = (hex: string) => rgbToHsl(hexToRgb(hex)).h;
const colours = (svg: string) => [...svg.matchAll(/#[0-9a-f]{6}/gi)].map((m) => m[0].toLowerCase());
const RED = [200, 40, 50] as const;

/** A dress in three blues, a purple belt and an inner shadow colour in an feColorMatrix. */
const DRESS =
  '<path fill="#2a5fa6"/><path fill="#418ffb"/><stop stop-color="#2e71e2"/><path fill="#642f67"/>' +
  '<feColorMatrix values="0 0 0 0 0.196078 0 0 0 0 0.427451 0 0 0 0 0.74902 0 0 0 1 0"/>';

describe('tinting a drawing to the product colour', () => {
  it("the drawing's main hue takes the product's hue; its shades keep their order; other parts keep their colour", () => {
    const tinted = tintSvg(DRESS, RED);
    const [dark, light, middle, belt] = colours(tinted);
    for (const hex of [dark!, light!, middle!]) expect(Math.min(hueOf(hex), 360 - hueOf(hex))).toBeLessThan(10);
    expect(rgbToHsl(hexToRgb(dark!)).l).toBeLessThan(rgbToHsl(hexToRgb(middle!)).l);
    expect(rgbToHsl(hexToRgb(middle!)).l).toBeLessThan(rgbToHsl(hexToRgb(light!)).l);
    expect(belt).toBe('#642f67');
  });

  it('recolours the constant colour of an feColorMatrix (the inner shadows) as well', () => {
    const matrix = /values="0 0 0 0 ([\d.]+) 0 0 0 0 ([\d.]+) 0 0 0 0 ([\d.]+) 0 0 0 1 0"/.exec(tintSvg(DRESS, RED))!;
    const [r, , b] = matrix.slice(1).map(Number);
    expect(r).toBeGreaterThan(b!);
  });

  it("'neutral' tints the grey parts only; a lightness cap leaves the pale parts as they are", () => {
    const headphones = '<path fill="#8d8c90"/><path fill="#cabed2"/><path fill="#ffdf41"/>';
    const [grey, pale, yellow] = colours(tintSvg(headphones, RED, 'neutral', 0.7));
    expect(rgbToHsl(hexToRgb(grey!)).s).toBeGreaterThan(0.5);
    expect(pale).toBe('#cabed2');
    expect(yellow).toBe('#ffdf41');
  });

  it('a black product keeps visible shading: its lightness is kept off pure black', () => {
    const [dark, , middle] = colours(tintSvg(DRESS, [30, 30, 34]));
    expect(rgbToHsl(hexToRgb(middle!)).l).toBeGreaterThan(0.1);
    expect(dark).not.toBe(middle);
  });

  it('an SVG without colours of the chosen kind comes back unchanged', () => {
    expect(tintSvg('<path fill="#ffdf41"/>', RED, 'neutral')).toBe('<path fill="#ffdf41"/>');
  });
});
