import { defineOnce } from '../../core/dom/define';
import { KIT_VERSION } from '../../core/version';
import { VtStoreElement } from './store-element';
import { defineInOwnTask } from '../shared/define-in-own-task';

declare global {
  interface HTMLElementTagNameMap {
    'vt-store': VtStoreElement;
  }
}

// Its upgrade (the configuration: stored session, the store) is a task apart from evaluating the session core.
defineInOwnTask(() => defineOnce('vt-store', VtStoreElement, KIT_VERSION));
export { VtStoreElement };
