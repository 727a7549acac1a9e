export function chromiumPath(): string | undefined;
export const CHROMIUM_ARGS: string[];
export function withOneDisableFeatures(flags: readonly string[]): string[];
export function lighthouseChromeFlags(launcherFlags: readonly string[]): string[];
