import { createSettingsPoller, type SettingsPoller } from './poller';

let shared: SettingsPoller | null = null;

/** Starts the page's settings poll (idempotent) and returns it. */
export function startSettings(): SettingsPoller {
  shared ??= createSettingsPoller();
  shared.start();
  return shared;
}
