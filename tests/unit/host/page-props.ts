import type { PageProps } from '../../../core/domain/navigation';
import { ROUTES } from '../../../contracts/pages/table';

/** What the router gives a page module for the route named `name` at `url` (http://localhost:3000 when relative). */
export function pageProps(name: string, url: string, data: unknown = null, params: Record<string, string> = {}): PageProps {
  return {
    route: ROUTES.find((r) => r.name === name)!,
    params,
    url: new URL(url, 'http://localhost:3000'),
    data,
    errorMessage: null,
    hasError: false,
    cardLinked: false,
    locale: 'ru',
    signal: new AbortController().signal,
  };
}
