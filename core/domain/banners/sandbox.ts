/**
 * The iframe sandbox of HTML5 and video creatives. allow-scripts is never combined with
 * allow-same-origin (that pair lets a same-origin frame lift its own sandbox), so a creative runs
 * in an opaque origin: it cannot read the page's storage or cookies, nor script the page.
 * allow-popups(-to-escape-sandbox): a creative's own link opens the advertised page in a
 * normal tab. No top navigation, no forms, no downloads.
 */
export const CREATIVE_SANDBOX_TOKENS = ['allow-scripts', 'allow-popups', 'allow-popups-to-escape-sandbox'] as const;
export const CREATIVE_SANDBOX = CREATIVE_SANDBOX_TOKENS.join(' ');

export class UnsafeSandboxError extends Error {
  override name = 'UnsafeSandboxError';
}

/** The tokens of a sandbox value; throws UnsafeSandboxError when it grants scripts and same-origin together. */
export function checkedSandbox(value: string): string[] {
  const tokens = value
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => token.toLowerCase());
  if (tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')) {
    throw new UnsafeSandboxError('a creative iframe never gets allow-scripts together with allow-same-origin');
  }
  return tokens;
}

/** Whether a frame with this sandbox has an opaque origin (its messages carry origin "null"). */
export function isOpaqueSandbox(value: string): boolean {
  return !checkedSandbox(value).includes('allow-same-origin');
}
