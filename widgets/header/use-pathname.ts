import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  addEventListener('popstate', onChange);
  return () => removeEventListener('popstate', onChange);
};

/** The page's path (the `path` attribute wins: the host router sets it on in-app navigation). */
export function usePathname(override: string | undefined): string {
  const current = useSyncExternalStore(subscribe, () => location.pathname, () => '/');
  return override || current;
}
