import { defineCabinet } from './cabinet.element';
import type { AccountMenuKey } from '../../core/domain/account';

export type VtCabinetElement = HTMLElement & { path?: string; routeName?: string; hiddenItems?: AccountMenuKey[]; section?: string; data?: unknown };

declare global {
  interface HTMLElementTagNameMap {
    'vt-cabinet': VtCabinetElement;
  }
}

export const VtCabinet = defineCabinet();
