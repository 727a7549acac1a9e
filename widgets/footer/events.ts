declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-footer-expand': { open: boolean };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-footer-expand': CustomEvent<{ open: boolean }>;
  }
}

export {};
