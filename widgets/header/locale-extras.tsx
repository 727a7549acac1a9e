import { useId } from 'react';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../../core/platform/locale';
import { settingsAtom } from '../../core/domain/settings';
import { LINKS } from '../../core/domain/links';
import type { Translate } from '../../core/platform/i18n';
import { useDisclosure } from '../shared/use-disclosure';

/** **(demo)** paths the spec does not show: the b2b landing and the travel storefront. */
export const B2B_PATH = '/b2b';
export const TRAVEL_PATH = '/travel';

/** storefront-shell.md §6 "the b2b entry is ru only"; "travel switchers ru only"; "cashback ru only". */
export function RuOnlyExtras({ t, page }: { t: Translate; page: 'travel' | 'shop' }) {
  const locale = useAtomValue(localeAtom);
  const settings = useAtomValue(settingsAtom);
  if (locale !== 'ru') return null;
  return (
    <div className="extras" part="extras">
      <nav className="travel" part="travel" aria-label={t('header.travel.label')}>
        <a href={LINKS.home} aria-current={page === 'shop' ? 'page' : undefined}>
          {t('header.travel.shop')}
        </a>
        <a href={TRAVEL_PATH} aria-current={page === 'travel' ? 'page' : undefined}>
          {t('header.travel.travel')}
        </a>
      </nav>
      <a className="b2b" part="b2b" href={B2B_PATH}>
        {t('header.b2b')}
      </a>
      {settings.switches.enableCashback && <CashbackPopup t={t} />}
    </div>
  );
}

/** The cashback popup (§2 "Header popups: ... cashback"). */
function CashbackPopup({ t }: { t: Translate }) {
  const popup = useDisclosure();
  const panelId = useId();
  return (
    <div className="cashback" onKeyDown={popup.onKeyDown}>
      <button
        ref={popup.buttonRef}
        type="button"
        className="link-button"
        part="cashback"
        aria-expanded={popup.open}
        aria-controls={panelId}
        onClick={popup.toggle}
      >
        {t('header.cashback.button')}
      </button>
      <div ref={popup.panelRef} id={panelId} className="panel" part="cashback-popup" role="group" aria-label={t('header.cashback.button')} hidden={!popup.open}>
        <p>{t('header.cashback.text')}</p>
        <a className="vt-button vt-button--primary" href={LINKS.cashback}>
          {t('header.cashback.link')}
        </a>
      </div>
    </div>
  );
}
