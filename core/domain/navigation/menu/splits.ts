import { atom } from 'jotai/vanilla';
import type { SplitProperties } from '../../../../contracts/splits';

/** The signed-in user's splits (storefront-shell.md §7 splitter; {} for a guest, or until the splitter answers). Loaded by audience.ts. */
export const splitsAtom = atom<SplitProperties>({});
