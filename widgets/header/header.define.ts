import { defineHeader } from './header.element';

export type VtHeaderElement = HTMLElement & { path?: string; layout?: string; resultsUrl?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-header': VtHeaderElement;
  }
}

export const VtHeader = defineHeader();
