/** The header and the catalog menu agree through these: the burger sends vt-menu-toggle on document. */
declare module '../../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-menu-toggle': { open: boolean };
    'vt-menu-change': { open: boolean };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-menu-toggle': CustomEvent<{ open: boolean }>;
    'vt-menu-change': CustomEvent<{ open: boolean }>;
  }
}

export {};
