import type { Language } from '../../../contracts/locales';

/** What every on-demand account page (widgets/cabinet/account-pages.tsx) is given. */
export interface AccountPageProps {
  data: unknown;
  language: Language;
  /** The element's shadow root: the page adopts its styles there before it paints. */
  root: ShadowRoot;
}
