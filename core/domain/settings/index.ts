import { createSettingsPoller, type SettingsPoller } from './poller';

export { settingsAtom } from './atoms';
export { parseSettings } from './parse';
export { needsReload, reloadIfTooOld } from './min-version';
export {
  createSettingsPoller,
  SETTINGS_POLL_MS,
  STATIC_FAILURES_BEFORE_FALLBACK,
  type SettingsPoller,
  type SettingsPollerOptions,
  type SettingsStatus,
} from './poller';
export * from './types';

let shared: SettingsPoller | null = null;

/** Starts the page's settings poll (idempotent) and returns it. */
export function startSettings(): SettingsPoller {
  shared ??= createSettingsPoller();
  shared.start();
  return shared;
}
