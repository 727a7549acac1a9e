import type { SearchSubmission } from '../../core/domain/search';

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    /** Cancelable: the page (a host router, a partner) may take the navigation over. */
    'vt-search-submit': SearchSubmission;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-search-submit': CustomEvent<SearchSubmission>;
  }
}

export {};
