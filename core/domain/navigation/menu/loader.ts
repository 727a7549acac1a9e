import type { Atom } from 'jotai/vanilla';
import { languageAtom, localeAtom } from '../../../platform/locale';
import { getStore } from '../../../platform/store';
import { followMenuAudience, menuDestAtom } from './audience';
import { menuDataAtom, menuStatusAtom } from './atoms';
import { fetchMenuV11, fetchStaticMenu } from './fetch';
import { onPageDispose, pagePart } from '../../../platform/page';

/** storefront-shell.md §9 "menu lazy update 12 s": the static file first, the v11 service 12 s later. */
export const MENU_LAZY_UPDATE_MS = 12_000;

export interface MenuLoader {
  /** Loads the menu of the current locale and language, and follows later changes of either. Idempotent. */
  start(): void;
  stop(): void;
  /** Loads now (the static file, or v11 at once when the file fails) and schedules the lazy update. */
  load(): Promise<void>;
}

/** destAtom: the v11 "dest" (§7); a change of it, like one of the locale or language, loads the menu again. */
export function createMenuLoader(options: { destAtom?: Atom<string | undefined> } = {}): MenuLoader {
  const store = getStore();
  let started = false;
  let unsubscribes: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;
  let loadedKey: string | null = null;

  const dest = () => (options.destAtom ? store.get(options.destAtom) : undefined);
  const key = () => `${store.get(localeAtom)}-${store.get(languageAtom)}-${dest() ?? ''}`;

  function cancel(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
  }

  async function fromV11(signal: AbortSignal): Promise<boolean> {
    try {
      const destination = dest();
      const items = await fetchMenuV11(store.get(localeAtom), store.get(languageAtom), { signal, ...(destination ? { dest: destination } : {}) });
      if (signal.aborted) return false;
      store.set(menuDataAtom, { items, source: 'v11' });
      store.set(menuStatusAtom, 'ready');
      return true;
    } catch (error) {
      if (!signal.aborted) console.warn('[vitrina] menu v11 failed', error);
      return false;
    }
  }

  const loader: MenuLoader = {
    async load() {
      cancel();
      const own = new AbortController();
      controller = own;
      loadedKey = key();
      const hadItems = store.get(menuDataAtom) !== null;
      if (!hadItems) store.set(menuStatusAtom, 'loading');
      try {
        const items = await fetchStaticMenu(store.get(localeAtom), store.get(languageAtom), own.signal);
        if (own.signal.aborted) return;
        store.set(menuDataAtom, { items, source: 'static' });
        store.set(menuStatusAtom, 'ready');
        timer = setTimeout(() => {
          timer = null;
          void fromV11(own.signal);
        }, MENU_LAZY_UPDATE_MS);
      } catch (error) {
        if (own.signal.aborted) return;
        console.warn('[vitrina] static menu failed, asking menu v11', error);
        const ok = await fromV11(own.signal);
        // A failed reload keeps the menu already shown (§8: never lose what the user had).
        if (!ok && !own.signal.aborted && !hadItems) store.set(menuStatusAtom, 'error');
      }
    },
    start() {
      if (started) return;
      started = true;
      const follow = () => {
        if (key() !== loadedKey) void loader.load();
      };
      unsubscribes = [store.sub(localeAtom, follow), store.sub(languageAtom, follow)];
      if (options.destAtom) unsubscribes.push(store.sub(options.destAtom, follow));
      if (loadedKey === null || store.get(menuStatusAtom) === 'error') void loader.load();
    },
    stop() {
      started = false;
      for (const unsubscribe of unsubscribes) unsubscribe();
      unsubscribes = [];
      cancel();
      loadedKey = null;
    },
  };
  return loader;
}

/**
 * The page's one menu loader (shared by every bundle copy): v11 gets the delivery destination, and
 * the audience rules follow the session from the first use on.
 */
export function getMenuLoader(): MenuLoader {
  return pagePart('menuLoader', () => {
    const loader = createMenuLoader({ destAtom: menuDestAtom });
    onPageDispose(followMenuAudience());
    return loader;
  });
}
