import type { PageProps, PageView } from '../../core/domain/navigation';
import { composeAccountPage } from './account-widgets';

/** The account pages and the <vt-cabinet> section each shows (storefront-routing-wallet.md §5, §6). */
export const CABINET_SECTION_BY_ROUTE: Readonly<Record<string, string>> = {
  SpaPersonalCabinetEntrypoint: 'overview',
  SpaActiveOrdersEntrypoint: 'deliveries',
  SpaArchivePositionsEntrypoint: 'archive',
  SpaHistoryRefundsEntrypoint: 'refunds',
  SpaCustomerReceiptEntrypoint: 'receipts',
  SpaRefundEntrypoint: 'refund',
};

/** The cabinet pages: the account menu and the route's section beside it (others: the menu alone). */
export function render(container: HTMLElement, props: PageProps): PageView {
  return composeAccountPage(container, props, 'cabinet', CABINET_SECTION_BY_ROUTE[props.route.name] ?? null);
}
