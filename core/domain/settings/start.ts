import { createSettingsPoller, type SettingsPoller } from './poller';
import { pagePart } from '../../platform/page';

/** Starts the page's settings poll (idempotent) and returns it. */
export function startSettings(): SettingsPoller {
  const poller = pagePart('settingsPoller', () => createSettingsPoller());
  poller.start();
  return poller;
}
