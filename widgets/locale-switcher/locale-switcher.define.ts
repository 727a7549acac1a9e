import { defineLocaleSwitcher } from './locale-switcher.element';

export type VtLocaleSwitcherElement = HTMLElement & { languages?: string[]; currencies?: string[] };

declare global {
  interface HTMLElementTagNameMap {
    'vt-locale-switcher': VtLocaleSwitcherElement;
  }
}

export const VtLocaleSwitcher = defineLocaleSwitcher();
