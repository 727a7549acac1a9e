/** A card or banner asks with the cancelable window event; the popup answers with vt-adult-confirm. */
export const ADULT_REQUIRED_EVENT = 'vitrina:adult-required';

export interface AdultRequiredDetail {
  /** What asks (a product or banner id), echoed in the answer. */
  id?: string;
}

declare module '../../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-adult-confirm': { confirmed: boolean; id: string | null; remembered: boolean };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-adult-confirm': CustomEvent<{ confirmed: boolean; id: string | null; remembered: boolean }>;
  }
  interface WindowEventMap {
    'vitrina:adult-required': CustomEvent<AdultRequiredDetail>;
  }
}
