import { useLocation } from '../shared/use-location';

/** The page's path (the `path` attribute wins: the host router sets it on in-app navigation). */
export function usePathname(override: string | undefined): string {
  const { pathname } = useLocation();
  return override || pathname;
}
