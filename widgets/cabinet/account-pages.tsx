import type { AccountPageProps } from './sections/page-props';
import type { Translate } from '../../core/platform/i18n';
import { onDemand, type OnDemand } from '../shared/on-demand';
import { useOnDemand } from '../shared/use-on-demand';
import type { ComponentType } from 'react';

type PageModule = { Page: ComponentType<AccountPageProps> };

/**
 * The account pages with forms (claims, my reviews, the C2C ad, orders and questions): each is a
 * part loaded when its route shows it, so <vt-cabinet>'s first chunk stays the menu and the money
 * records every other account page needs (DESIGN.md "Budgets").
 */
const PAGES = {
  claims: onDemand((): Promise<PageModule> => import('./sections/claims'), 'cabinet claims'),
  feedbacks: onDemand((): Promise<PageModule> => import('./sections/feedbacks'), 'cabinet feedbacks'),
  'resale-ad': onDemand((): Promise<PageModule> => import('./sections/resale-ad'), 'cabinet resale ad'),
  'resale-orders': onDemand((): Promise<PageModule> => import('./sections/resale-orders'), 'cabinet resale orders'),
  'resale-questions': onDemand((): Promise<PageModule> => import('./sections/resale-questions'), 'cabinet resale questions'),
} as const satisfies Record<string, OnDemand<PageModule>>;

export type AccountPageSection = keyof typeof PAGES;
export const ACCOUNT_PAGE_SECTIONS = Object.keys(PAGES) as AccountPageSection[];

export function AccountPage({ section, data, language, root, t }: AccountPageProps & { section: AccountPageSection; t: Translate }) {
  const { part, failed, retry } = useOnDemand(PAGES[section], true, `<vt-cabinet> could not load the ${section} page`);
  if (part) return <part.Page data={data} language={language} root={root} />;
  return (
    <section className="card" part="page-loading" aria-busy={!failed}>
      {failed ? (
        <p role="alert">
          {t('cabinet.pageLoadFailed')}{' '}
          <button type="button" className="vt-button" onClick={retry}>
            {t('cabinet.retry')}
          </button>
        </p>
      ) : (
        <p className="muted">{t('cabinet.pageLoading')}</p>
      )}
    </section>
  );
}
