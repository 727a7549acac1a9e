/**
 * Page speed judged against the static floor measured in the same run (DESIGN.md "Budgets"):
 * Lighthouse multiplies observed task times by its CPU slowdown, so absolute figures move with the
 * machine; the gap to the same content as static HTML, in one run, does not.
 */
import type { LighthouseFigures } from './lighthouse';

/** TBT of a page minus its static floor's, same run, mobile 4x. */
export const TBT_OVER_FLOOR_MAX_MS = 50;
/** LCP / the static floor's LCP. */
export const LCP_OVER_FLOOR_MAX = 1.5;

export interface PageRatios {
  tbtOverFloorMs: number;
  /** The page's performance score minus the floor's (budget: >= 0). */
  performanceOverFloor: number;
  lcpOverFloor: number;
  /** The budgets this page missed (empty: every one held). */
  missed: string[];
}

export function pageRatios(page: LighthouseFigures, floor: LighthouseFigures): PageRatios {
  const tbtOverFloorMs = page.tbtMs - floor.tbtMs;
  const performanceOverFloor = page.performance - floor.performance;
  const lcpOverFloor = page.lcpMs / floor.lcpMs;
  const missed = [
    tbtOverFloorMs <= TBT_OVER_FLOOR_MAX_MS ? null : `TBT floor + ${Math.round(tbtOverFloorMs)} ms > ${TBT_OVER_FLOOR_MAX_MS} ms`,
    performanceOverFloor >= 0 ? null : `performance ${page.performance} < floor's ${floor.performance}`,
    lcpOverFloor <= LCP_OVER_FLOOR_MAX ? null : `LCP ${lcpOverFloor.toFixed(2)}x floor's > ${LCP_OVER_FLOOR_MAX}`,
    page.accessibility === 100 ? null : `a11y ${page.accessibility} < 100`,
    page.bestPractices === 100 ? null : `best practices ${page.bestPractices} < 100`,
    page.cls === 0 ? null : `CLS ${page.cls.toFixed(3)} > 0`,
  ].filter((reason): reason is string => reason !== null);
  return { tbtOverFloorMs, performanceOverFloor, lcpOverFloor, missed };
}

/** How a page's TBT grows from the mobile CPU to a slower one, beside its floor's at each. */
export interface TbtScaling {
  tbtMs: number;
  slowTbtMs: number;
  /** slowTbtMs / tbtMs (Infinity when the page blocked nothing at the mobile CPU but did at the slower). */
  scale: number;
  slowTbtOverFloorMs: number;
}

export function tbtScaling(page: LighthouseFigures, slowPage: LighthouseFigures, slowFloor: LighthouseFigures): TbtScaling {
  const scale = page.tbtMs === 0 ? (slowPage.tbtMs === 0 ? 1 : Infinity) : slowPage.tbtMs / page.tbtMs;
  return { tbtMs: page.tbtMs, slowTbtMs: slowPage.tbtMs, scale, slowTbtOverFloorMs: slowPage.tbtMs - slowFloor.tbtMs };
}
