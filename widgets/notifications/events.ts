declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-notifications-toggle': { open: boolean };
    'vt-notifications-read': { ids: string[]; ok: boolean };
    'vt-notifications-delete': { ids: string[]; ok: boolean };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-notifications-toggle': CustomEvent<{ open: boolean }>;
    'vt-notifications-read': CustomEvent<{ ids: string[]; ok: boolean }>;
    'vt-notifications-delete': CustomEvent<{ ids: string[]; ok: boolean }>;
  }
}

export {};
