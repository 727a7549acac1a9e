import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import type { AccountMenuKey } from '../../core/domain/account';
import { reshapeArchive, reshapeDeliveries, reshapeFailedPayments, reshapeMoneyRecords } from '../../contracts/orders';
import { isRecord, readString } from '../../contracts/wire';
import { balanceService, accountMenuHiddenOnRoute } from '../../core/domain/wallet';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { FAILED_PAYMENT_TICK_MS, shownDeliveries } from '../../core/domain/account';
import type { ElementHostProps } from '../shared/define-element';
import { useT } from '../shared/use-t';
import { AccountNav } from './account-nav';
import { AccountPage, ACCOUNT_PAGE_SECTIONS, type AccountPageSection } from './account-pages';
import { Archive } from './sections/archive';
import { Deliveries } from './sections/deliveries';
import { Overview } from './sections/overview';
import { PaymentFail } from './sections/payment-fail';
import { Records } from './sections/records';
import { useLocation } from '../shared/use-location';
import { useNow } from './use-now';
import { useRuntime } from '../shared/use-runtime';

export const CABINET_SECTIONS = [
  'overview',
  'deliveries',
  'archive',
  'refunds',
  'receipts',
  'refund',
  'payment-fail',
  'claims',
  'feedbacks',
  'resale-ad',
  'resale-orders',
  'resale-questions',
] as const;
export type CabinetSection = (typeof CABINET_SECTIONS)[number];
/** The sections that list money records: their title, empty text and the route data's list. */
const MONEY_RECORDS = {
  refunds: { title: 'cabinet.refundsTitle', empty: 'cabinet.noRefunds', key: 'refunds' },
  receipts: { title: 'cabinet.receiptsTitle', empty: 'cabinet.noReceipts', key: 'receipts' },
  refund: { title: 'cabinet.refundTitle', empty: 'cabinet.noRefundPositions', key: 'positions' },
} as const;
type MoneyRecordsSection = keyof typeof MONEY_RECORDS;
/** The cancel window is shown in whole minutes: a minute's tick is enough. */
const CANCEL_TICK_MS = 60_000;

export interface CabinetProps {
  /** The current path (default: the page's own, followed through history and the router). */
  path?: string;
  /** The route's name (storefront-shell.md §4: the menu hides on SpaWalletPurchaseEntrypoint in USD). */
  routeName?: string;
  /** Route settings: menu item keys this page hides. */
  hiddenItems?: AccountMenuKey[];
  /** The account page shown beside the menu; none shows the menu alone. */
  section?: string;
  /** The route's data for the section. */
  data?: unknown;
}

function isSection(value: string | undefined): value is CabinetSection {
  return value !== undefined && (CABINET_SECTIONS as readonly string[]).includes(value);
}

/** The personal cabinet: the account menu (shell §2, §4) and, when asked, an account page beside it. */
export function Cabinet({ path, routeName, hiddenItems, section, data, container }: CabinetProps & ElementHostProps) {
  const t = useT();
  const runtime = useRuntime();
  const language = useAtomValue(languageAtom);
  const currency = useAtomValue(currencyAtom);
  const here = useLocation();
  const current = isSection(section) ? section : null;
  const recordsSection = current !== null && Object.hasOwn(MONEY_RECORDS, current) ? (current as MoneyRecordsSection) : null;
  const now = useNow(current === 'payment-fail' ? FAILED_PAYMENT_TICK_MS : CANCEL_TICK_MS, current === 'payment-fail' || current === 'deliveries');
  const hidden = useMemo(() => (Array.isArray(hiddenItems) ? hiddenItems.filter((key): key is AccountMenuKey => typeof key === 'string') : []), [hiddenItems]);

  useEffect(() => runtime.use(balanceService), [runtime]);

  const menuHidden = accountMenuHiddenOnRoute(routeName ?? null, currency);
  return (
    <div className={menuHidden ? 'layout layout--single' : 'layout'} part="layout">
      {!menuHidden && <AccountNav path={path || here.pathname} hidden={hidden} t={t} />}
      {/* The page's own elements (the wallet, an ad area) are slotted after the section, in the column beside the menu. */}
      <div className="content" part="content">
        {current === 'overview' && <Overview data={data} hash={here.hash} t={t} />}
        {current === 'deliveries' && <Deliveries orders={shownDeliveries(reshapeDeliveries(data), now)} now={now} language={language} t={t} />}
        {current === 'archive' && <Archive {...reshapeArchive(data)} language={language} t={t} />}
        {recordsSection && (
          <Records
            id={recordsSection}
            title={t(MONEY_RECORDS[recordsSection].title)}
            empty={t(MONEY_RECORDS[recordsSection].empty)}
            records={reshapeMoneyRecords(data, MONEY_RECORDS[recordsSection].key)}
            language={language}
            t={t}
          />
        )}
        {current === 'payment-fail' && (
          <PaymentFail
            payments={reshapeFailedPayments(data)}
            reason={isRecord(data) ? (readString(data, 'failReason') ?? '') : ''}
            now={now}
            language={language}
            t={t}
          />
        )}
        {current !== null && (ACCOUNT_PAGE_SECTIONS as readonly string[]).includes(current) && (
          <AccountPage key={current} section={current as AccountPageSection} data={data} language={language} root={container} t={t} />
        )}
        <slot />
      </div>
    </div>
  );
}
