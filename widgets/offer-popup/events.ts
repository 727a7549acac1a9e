declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-offer-answer': { accepted: boolean };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-offer-answer': CustomEvent<{ accepted: boolean }>;
  }
}

export {};
