import { configure, type VitrinaConfig } from '../../core/runtime/configure';
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE } from '../../contracts/locales';

const ATTRIBUTES = ['services', 'locale', 'language', 'currency'] as const;
type Attribute = (typeof ATTRIBUTES)[number];

/** Removing an attribute resets it: to ru, or for currency the locale's home currency. */
const RESET: Record<Attribute, string | null> = {
  services: new URL('/config/services.json', import.meta.url).href,
  locale: DEFAULT_LOCALE,
  language: DEFAULT_LANGUAGE,
  currency: '',
};

/**
 * `<vt-store services locale language currency>`: page-level configuration. It renders nothing,
 * so it is a plain custom element: no React root for an element with no view.
 */
export class VtStoreElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return [...ATTRIBUTES];
  }

  /** Settles when the latest configuration has been applied (service map loaded, language ready). */
  ready: Promise<void> = Promise.resolve();

  /** An upgrade reports every attribute before connectedCallback, which applies them all at once (one services.json fetch, not two). */
  private applied = false;

  connectedCallback(): void {
    this.applied = true;
    this.hidden = true;
    const config: VitrinaConfig = {};
    for (const name of ATTRIBUTES) config[name] = this.getAttribute(name);
    this.apply(config);
  }

  attributeChangedCallback(name: Attribute, old: string | null, value: string | null): void {
    if (!this.applied || !this.isConnected || old === value) return;
    this.apply({ [name]: value ?? RESET[name] });
  }

  private apply(config: VitrinaConfig): void {
    this.ready = configure(config);
  }
}
