declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-sign-in-toggle': { open: boolean; returnUrl: string };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-sign-in-toggle': CustomEvent<{ open: boolean; returnUrl: string }>;
  }
}

export {};
