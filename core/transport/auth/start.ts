import { startTokenSync } from '../token';
import { startSlideSchedule } from './slide-schedule';

/** Starts the auth side of the session: cross-tab login sync and the 2-day slide. Returns a stop function. */
export function startAuth(): () => void {
  const stops = [startTokenSync(), startSlideSchedule()];
  return () => stops.forEach((stop) => stop());
}
