/** Detail types of every event the kit sends; widgets add theirs through declaration merging. */
export interface VitrinaEventMap {
  'vt-currency-change': { currency: string; previous: string };
  'vt-language-change': { language: string; previous: string };
  'vt-cookie-consent': { consent: 'accepted' | 'declined' };
  /** storefront-shell.md §4 "Sign-in state change", for integrators. */
  'vt-session-change': { signedIn: boolean; user: string | null; source: 'local' | 'other-tab' };
}

export type VitrinaEventName = keyof VitrinaEventMap;

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-currency-change': CustomEvent<VitrinaEventMap['vt-currency-change']>;
    'vt-language-change': CustomEvent<VitrinaEventMap['vt-language-change']>;
    'vt-cookie-consent': CustomEvent<VitrinaEventMap['vt-cookie-consent']>;
    'vt-session-change': CustomEvent<VitrinaEventMap['vt-session-change']>;
  }
}

/**
 * Sends a `vt-*` CustomEvent that crosses shadow roots (DESIGN.md "events").
 * Returns false when a listener called preventDefault() on a cancelable event.
 */
export function emit<K extends VitrinaEventName>(target: EventTarget, name: K, detail: VitrinaEventMap[K], options: { cancelable?: boolean } = {}): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  return target.dispatchEvent(event);
}
