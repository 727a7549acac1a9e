import type { PageProps, PageView } from '../../core/domain/navigation';
import { h } from '../dom';
import { composeAccountPage } from './account-widgets';

/** The account pages and the <vt-cabinet> section each shows (storefront-routing-wallet.md §5, §6). */
export const CABINET_SECTION_BY_ROUTE: Readonly<Record<string, string>> = {
  SpaPersonalCabinetEntrypoint: 'overview',
  SpaActiveOrdersEntrypoint: 'deliveries',
  SpaArchivePositionsEntrypoint: 'archive',
  SpaHistoryRefundsEntrypoint: 'refunds',
  SpaCustomerReceiptEntrypoint: 'receipts',
  SpaRefundEntrypoint: 'refund',
  // storefront-shell.md §2 "/lk/claims and /lk/refund are claims"; the C2C pages (routing-wallet §6).
  SpaMyClaimsEntrypoint: 'claims',
  SpaMyFeedbacksEntrypoint: 'feedbacks',
  SpaC2CAdEntrypoint: 'resale-ad',
  SpaC2COrdersEntrypoint: 'resale-orders',
  SpaC2CFeedbackQuestionsEntrypoint: 'resale-questions',
};

/** storefront-shell.md §2 "ad banners on ... personal account, delivery" (locations lk 103, delivery 104, §3). */
export const CABINET_AD_AREA_BY_ROUTE: Readonly<Record<string, string>> = {
  SpaPersonalCabinetEntrypoint: 'lk',
  SpaActiveOrdersEntrypoint: 'delivery',
};

/** The cabinet pages: the account menu and the route's section beside it (others: the menu alone), then the page's ad area. */
export function render(container: HTMLElement, props: PageProps): PageView {
  const area = CABINET_AD_AREA_BY_ROUTE[props.route.name];
  const ads = area ? [h('vt-banner-carousel', { location: area })] : [];
  return composeAccountPage(container, props, 'cabinet', CABINET_SECTION_BY_ROUTE[props.route.name] ?? null, ads);
}
