import { defineOnce } from '../../core/dom/define';
import { KIT_VERSION } from '../../core/version';
import { VtStoreElement } from './store-element';

declare global {
  interface HTMLElementTagNameMap {
    'vt-store': VtStoreElement;
  }
}

defineOnce('vt-store', VtStoreElement, KIT_VERSION);
export { VtStoreElement };
