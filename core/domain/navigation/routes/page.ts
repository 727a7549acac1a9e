import type { Locale } from '../../../../contracts/locales';
import type { RouteDef } from '../../../../contracts/pages';

/** What a route's page module is given (host/pages/*). */
export interface PageProps {
  route: RouteDef;
  params: Record<string, string>;
  url: URL;
  /** The data step's value (null for a route without one). */
  data: unknown;
  /** §4 state -1: the server's message, or null for the default key common.errors.serverError. */
  errorMessage: string | null;
  hasError: boolean;
  /** §2.4 card-linking return: show basket.cardIsSuccessfullyLinked. */
  cardLinked: boolean;
  locale: Locale;
  signal: AbortSignal;
}

export interface PageView {
  title: string;
  unmount(): void;
}

export interface PageModule {
  render(container: HTMLElement, props: PageProps): PageView | Promise<PageView>;
}

/** §8 "500 page with error and details (method, destination route, current URL, initial and forced flags)". */
export interface ServerErrorDetails {
  error: string;
  method: string;
  route: string;
  url: string;
  initial: boolean;
  forced: boolean;
}
