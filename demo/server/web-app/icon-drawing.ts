/**
 * The storefront's app icon, drawn for the demo: a shop front under a striped awning, in the
 * header's colours. `any` is the icon as shown on a launcher that does not crop (rounded square);
 * `maskable` fills its square and keeps the drawing inside the middle 80 % a launcher may crop to
 * a circle or a squircle (the web app manifest's maskable safe zone).
 */
export type IconShape = 'any' | 'maskable';

export const THEME_COLOR = '#6f1aa8';
export const BACKGROUND_COLOR = '#f6f6f9';

const STRIPES = [-175, -105, -35, 35, 105];

function shopFront(): string {
  const colour = (i: number) => (i % 2 ? '#ff8fd0' : '#ffffff');
  const stripes = STRIPES.map((x, i) => `<rect x="${x}" y="-150" width="70" height="92" fill="${colour(i)}"/>`).join('');
  const scallops = STRIPES.map((x, i) => `<path d="M${x} -59 a35 35 0 0 0 70 0 z" fill="${colour(i)}"/>`).join('');
  return [
    '<rect x="-150" y="-58" width="300" height="208" rx="18" fill="#ffffff"/>',
    '<rect x="-122" y="-14" width="88" height="78" rx="10" fill="#f3d9f4"/>',
    '<rect x="34" y="-14" width="88" height="78" rx="10" fill="#f3d9f4"/>',
    '<rect x="-30" y="34" width="60" height="116" rx="10" fill="#8e2cc9"/>',
    '<circle cx="18" cy="96" r="6" fill="#ffd6f1"/>',
    '<rect x="-190" y="146" width="380" height="16" rx="8" fill="#ffffff" opacity="0.85"/>',
    stripes,
    scallops,
    '<rect x="-180" y="-166" width="360" height="22" rx="11" fill="#ffffff"/>',
  ].join('');
}

/** The icon's SVG source, 512 units square. */
export function iconSvg(shape: IconShape): string {
  const background = shape === 'any' ? '<rect width="512" height="512" rx="112" fill="url(#bg)"/>' : '<rect width="512" height="512" fill="url(#bg)"/>';
  const scale = shape === 'any' ? 1 : 0.78;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${THEME_COLOR}"/><stop offset="1" stop-color="#d6299d"/></linearGradient></defs>`,
    background,
    `<g transform="translate(256 268) scale(${scale})">${shopFront()}</g>`,
    '</svg>',
  ].join('');
}
