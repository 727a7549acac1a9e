import { atom } from 'jotai/vanilla';
import { reshapePriceHistory, type PricePoint } from '../../../../contracts/products';
import { priceHistoryUrl } from '../../settings';
import { readProductInfo } from './info-read';

/** nmId -> points; null when the product has none (§7 static reads: "404 gives null"). */
export const priceHistoryAtom = atom<Record<string, PricePoint[] | null>>({});

/** GET {host}/part{n}/{nmId}/info/price-history.json once per product; a failure or an empty history shows no chart. */
export function loadPriceHistory(nmId: number, currency: string): Promise<void> {
  const parse = (raw: unknown): PricePoint[] | null => {
    const points = reshapePriceHistory(raw, currency);
    return points.length > 0 ? points : null;
  };
  return readProductInfo(priceHistoryAtom, String(nmId), nmId, (host) => priceHistoryUrl(host, nmId), parse, 'price history');
}

export interface ChartPoint {
  x: number;
  y: number;
  point: PricePoint;
}

/**
 * The history as points of a chart `width` x `height` (SVG coordinates: y grows down): time on
 * x, price on y, the lowest price at the bottom. One point is drawn in the middle.
 */
export function chartPoints(points: readonly PricePoint[], width: number, height: number): ChartPoint[] {
  if (points.length === 0) return [];
  const times = points.map((p) => p.at);
  const prices = points.map((p) => p.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [p0, p1] = [Math.min(...prices), Math.max(...prices)];
  const x = (at: number) => (t1 === t0 ? width / 2 : ((at - t0) / (t1 - t0)) * width);
  const y = (price: number) => (p1 === p0 ? height / 2 : height - ((price - p0) / (p1 - p0)) * height);
  return points.map((point) => ({ x: x(point.at), y: y(point.price), point }));
}

/** An SVG path through the points ("M x y L x y ..."), rounded to 0.1. */
export function chartPath(points: readonly ChartPoint[]): string {
  const r = (n: number) => Math.round(n * 10) / 10;
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r(p.x)} ${r(p.y)}`).join(' ');
}
