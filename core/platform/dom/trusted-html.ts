import { TRUSTED_TYPES_POLICY } from '../../../contracts/trusted-types';
import { SERVICE_WORKER_PATH } from '../../../contracts/web-app';
import { allowedMarkupOf } from './allowed-markup';

/**
 * What a first copy of the kit on a page shares with later copies: its function that turns server
 * markup into a fragment of allowed nodes. Never the policy, never TrustedHTML: a page calling it
 * gets only nodes it could have built with createElement.
 */
// A registered symbol rather than a part of the page runtime: the Trusted Types policy name can be
// taken once per page, before any runtime exists (the loader claims it first thing), and a later
// copy of the kit must reach the first copy's parser whatever runtime it finds.
const SHARED_FRAGMENT_KEY = Symbol.for('vitrina.allowedFragment');

type TrustedHtml = { readonly __trustedHtml: never };
type TrustedScriptUrl = { readonly __trustedScriptUrl: never };
type AllowedFragment = (html: string, doc: Document) => DocumentFragment;
interface HtmlPolicy {
  createHTML(input: string): TrustedHtml;
  createScriptURL(input: string): TrustedScriptUrl;
}
interface PolicyRules {
  createHTML(input: string): string;
  createScriptURL(input: string): string;
}
interface PolicyFactory {
  createPolicy(name: string, rules: PolicyRules): HtmlPolicy;
}
export type TrustedTypesHolder = { trustedTypes?: PolicyFactory; [SHARED_FRAGMENT_KEY]?: AllowedFragment };

// Taken when the kit's loader runs: a page script that replaces them later never sees what the
// kit parses, so it cannot catch the TrustedHTML of unsanitised markup on its way to the parser.
const apply = Reflect.apply;
const Parser = globalThis.DOMParser;
const parseFromString = Parser?.prototype.parseFromString;
const importNode = globalThis.Document?.prototype.importNode;

let claimed: 'no' | 'own' | 'shared' = 'no';
let shared: AllowedFragment | undefined;
/** The policy's createHTML, bound: in module scope only, never on a global. */
let createHtml: ((input: string) => TrustedHtml) | undefined;
/** The policy's createScriptURL, bound, likewise. */
let createScriptUrl: ((input: string) => TrustedScriptUrl) | undefined;
/** True only while parseInert asks the policy for the markup it is about to sanitise. */
let blessingForParse = false;
let warned = false;

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

/** Server markup parsed into an inert document (no browsing context: no script runs, no element upgrades). */
function parseInert(html: string): Document {
  let input: string | TrustedHtml = html;
  if (createHtml) {
    blessingForParse = true;
    try {
      input = createHtml(html);
    } finally {
      blessingForParse = false;
    }
  }
  return apply(parseFromString, new Parser(), [input, 'text/html']) as Document;
}

/** What the policy blesses: the allow-list rebuild of its input, never the input itself. */
function sanitizedMarkup(html: string): string {
  return allowedMarkupOf(parseInert(`${html}`).body);
}

function ownAllowedFragment(html: string, doc: Document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  let parsed: Document;
  try {
    // What the allow-list wrote is parsed again (through the policy, which rebuilds it once more).
    parsed = parseInert(sanitizedMarkup(html));
  } catch (error) {
    if (!warned) {
      warned = true;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[vitrina] server markup is left out: the page's Trusted Types rules refuse the "${TRUSTED_TYPES_POLICY}" policy (${reason})`);
    }
    return fragment;
  }
  for (const node of Array.from(parsed.body.childNodes)) fragment.appendChild(apply(importNode, doc, [node, true]) as Node);
  return fragment;
}

/**
 * Creates the kit's `vitrina` policy once per page, as early as the loader runs, so no other script
 * can take the name: its createHTML rebuilds any input from the allow-list (core/dom/allowed-markup.ts),
 * so even a leaked reference cannot make markup with a script, a handler or a URL. A second copy of
 * the kit on the page (another version, another path) asks for no policy: creating the same name
 * twice is refused unless the page's CSP says 'allow-duplicates'; it uses the first copy's shared
 * parser. A page whose CSP refuses the name gets the elements all the same (they write no HTML).
 */
export function claimTrustedTypesPolicy(holder: TrustedTypesHolder = globalThis as TrustedTypesHolder): void {
  if (claimed !== 'no') return;
  const first = holder[SHARED_FRAGMENT_KEY];
  if (typeof first === 'function') {
    claimed = 'shared';
    shared = first;
    return;
  }
  claimed = 'own';
  if (holder.trustedTypes) {
    try {
      const policy = holder.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
        createHTML: (input) => (blessingForParse ? input : sanitizedMarkup(input)),
        createScriptURL: serviceWorkerOnly,
      });
      const create = policy.createHTML;
      createHtml = (input) => apply(create, policy, [input]) as TrustedHtml;
      const createUrl = policy.createScriptURL;
      createScriptUrl = (input) => apply(createUrl, policy, [input]) as TrustedScriptUrl;
    } catch {
      // The browser has reported the refusal (a CSP violation); parsing tries without the policy.
    }
  }
  Object.defineProperty(holder, SHARED_FRAGMENT_KEY, { value: Object.freeze(ownAllowedFragment), enumerable: false, writable: false, configurable: false });
}

/**
 * Server markup as a fragment of `doc` made only of the allowed elements, attributes and text: parsed
 * inert, never assigned through innerHTML. Under a Trusted Types CSP the parse goes through the
 * kit's policy. Empty (with one console warning) when the page's CSP refuses the policy.
 */
export function allowedFragment(html: string, doc: Document = document): DocumentFragment {
  claimTrustedTypesPolicy();
  return shared ? shared(html, doc) : ownAllowedFragment(html, doc);
}

/**
 * The service worker's script URL as register() accepts it under a Trusted Types CSP (a
 * TrustedScriptURL, typed as the string it stands for). Throws for any other URL. Where this copy
 * of the kit holds no policy (another copy made it, or the page's CSP refused the name), the plain
 * URL: register() then refuses it under such a CSP, and the page works online only.
 */
export function trustedServiceWorkerUrl(url: string): string {
  claimTrustedTypesPolicy();
  const checked = serviceWorkerOnly(url);
  return createScriptUrl ? (createScriptUrl(checked) as unknown as string) : checked;
}
