import { defineOnceInOwnTask } from '../../core/platform/dom';
import { KIT_VERSION } from '../../core/platform/version';
import { VtStoreElement } from './store-element';

declare global {
  interface HTMLElementTagNameMap {
    'vt-store': VtStoreElement;
  }
}

// Its upgrade (the configuration: stored session, the store) is a task apart from evaluating the session core.
defineOnceInOwnTask('vt-store', VtStoreElement, KIT_VERSION);
export { VtStoreElement };
