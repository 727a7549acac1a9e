/**
 * The kit's one Trusted Types policy name (DESIGN.md, the embedding guide): pages under
 * `require-trusted-types-for 'script'` list it in their `trusted-types` directive.
 */
export const TRUSTED_TYPES_POLICY = 'vitrina';
/** The storefront's service worker script, at the root of its origin (host/service-worker/register.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

const POLICY_KEY = Symbol.for('vitrina.trustedTypesPolicy');
type Policy = { createHTML(input: string): unknown; createScriptURL?(input: string): unknown };
type PolicyRules = { createHTML(input: string): string; createScriptURL(input: string): string };
type PolicyFactory = { createPolicy(name: string, rules: PolicyRules): Policy };
type Holder = { [POLICY_KEY]?: Policy; trustedTypes?: PolicyFactory };

/**
 * The only script URL the policy makes trusted: the service worker of the page's own origin.
 * ServiceWorkerContainer.register is a Trusted Types sink; nothing else of the kit loads a script
 * from a string.
 */
function serviceWorkerOnly(input: string): string {
  const url = new URL(input, location.href);
  if (url.origin !== location.origin || url.pathname !== SERVICE_WORKER_PATH)
    throw new TypeError(`[vitrina] ${input} is not this origin's ${SERVICE_WORKER_PATH}`);
  return url.href;
}

/** Created once per page (kept on globalThis, so a second copy of the kit does not ask for the name again, which the CSP would refuse). */
function policy(holder: Holder): Policy | null {
  if (!holder.trustedTypes) return null;
  holder[POLICY_KEY] ??= holder.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input, createScriptURL: serviceWorkerOnly });
  return holder[POLICY_KEY];
}

/**
 * Server HTML made acceptable to DOMParser under a Trusted Types CSP. Only for parsing into an inert
 * document whose nodes the caller then rebuilds from an allow-list: nothing it returns may reach a
 * live sink.
 */
export function htmlForInertParsing(html: string): string {
  const made = policy(globalThis as Holder);
  // A TrustedHTML is what parseFromString accepts under the CSP; its type is not in the DOM lib.
  return made ? (made.createHTML(html) as string) : html;
}

/**
 * The service worker's script URL as register() accepts it under a Trusted Types CSP (a
 * TrustedScriptURL, typed as the string it stands for). Throws for any other URL, and where an
 * older copy of the kit made the policy without script URLs.
 */
export function trustedServiceWorkerUrl(url: string): string {
  const made = policy(globalThis as Holder);
  if (!made) return serviceWorkerOnly(url);
  if (!made.createScriptURL) throw new TypeError('[vitrina] the Trusted Types policy of this page makes no script URLs');
  return made.createScriptURL(url) as string;
}
