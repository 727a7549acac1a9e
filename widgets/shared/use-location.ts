import { useSyncExternalStore } from 'react';

/** The router's vt-route-change is sent on the document and bubbles to the window. */
const EVENTS = ['popstate', 'hashchange', 'vt-route-change'] as const;

const subscribe = (onChange: () => void) => {
  for (const name of EVENTS) addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) removeEventListener(name, onChange);
  };
};

/** The page's path and hash, following history moves, hash changes and the host router's route changes. */
export function useLocation(): { pathname: string; hash: string } {
  const href = useSyncExternalStore(
    subscribe,
    () => location.pathname + location.hash,
    () => '/',
  );
  const hashAt = href.indexOf('#');
  return hashAt < 0 ? { pathname: href, hash: '' } : { pathname: href.slice(0, hashAt), hash: href.slice(hashAt) };
}
