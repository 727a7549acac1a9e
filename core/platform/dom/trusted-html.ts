import { TRUSTED_TYPES_POLICY } from '../../../contracts/trusted-types';

const POLICY_KEY = Symbol.for('vitrina.trustedTypesPolicy');
type HtmlPolicy = { createHTML(input: string): unknown };
type PolicyFactory = { createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy };
type Holder = { [POLICY_KEY]?: HtmlPolicy; trustedTypes?: PolicyFactory };

/**
 * Server HTML made acceptable to DOMParser under a Trusted Types CSP. Only for parsing into an inert
 * document whose nodes the caller then rebuilds from an allow-list: nothing it returns may reach a
 * live sink. The policy is created once per page (kept on globalThis, so a second copy of the kit
 * does not ask for the name again, which the CSP would refuse).
 */
export function htmlForInertParsing(html: string): string {
  const holder = globalThis as Holder;
  if (!holder.trustedTypes) return html;
  holder[POLICY_KEY] ??= holder.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input });
  // A TrustedHTML is what parseFromString accepts under the CSP; its type is not in the DOM lib.
  return holder[POLICY_KEY].createHTML(html) as string;
}
