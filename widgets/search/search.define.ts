import { defineSearch } from './search.element';
import './events';

export type VtSearchElement = HTMLElement & { resultsUrl?: string; placeholder?: string; seller?: unknown; layout?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-search': VtSearchElement;
  }
}

export const VtSearch = defineSearch();
