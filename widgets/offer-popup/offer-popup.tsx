import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { sessionAtom } from '../../core/transport/token';
import { localeAtom } from '../../core/platform/locale';
import { emit } from '../../core/platform/dom';
import { settingsAtom } from '../../core/domain/settings';
import { servicePagePath } from '../../core/domain/links';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { isOfferPopupEnabled } from './offer-rules';
import { acceptOffer, isOfferAccepted, isOfferPostponed, offerAcceptedVersionAtom, postponeOffer } from './offer-state';
import './events';

export interface OfferPopupProps {
  /** The offer's page; default the marketplace terms of use (storefront-shell.md §2 service pages). */
  offerHref?: string;
}

const DEFAULT_OFFER_PATH = servicePagePath('pravila-polzovaniya-torgovoy-ploshchadkoy');

/**
 * The offer-acceptance popup (storefront-shell.md §1, §4 "shown after login for am and tj when
 * enabled"): a signed-in shopper of am or tj who has not accepted yet sees it once signed in.
 */
export function OfferPopup({ offerHref, container }: OfferPopupProps & ElementHostProps) {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const locale = useAtomValue(localeAtom);
  const settings = useAtomValue(settingsAtom);
  useAtomValue(offerAcceptedVersionAtom); // re-render after an acceptance
  const [postponed, setPostponed] = useState<string | null>(null);
  const titleId = useId();
  const user = session?.data.user ?? null;

  useEffect(() => {
    if (user && isOfferPostponed(user)) setPostponed(user);
  }, [user]);

  const open = user !== null && isOfferPopupEnabled(locale, settings.switches) && !isOfferAccepted(user) && postponed !== user;

  const answer = (accept: boolean) => {
    if (!user) return;
    if (accept) acceptOffer(user);
    else {
      postponeOffer(user);
      setPostponed(user);
    }
    emit(container.host, 'vt-offer-answer', { accepted: accept });
  };

  return (
    <ModalDialog open={open} onDismiss={() => answer(false)} labelledBy={titleId} part="dialog">
      <h2 className="vt-dialog-title" id={titleId}>
        {t('offerPopup.title')}
      </h2>
      <p>
        {t('offerPopup.text')}{' '}
        <a href={offerHref || DEFAULT_OFFER_PATH} target="_blank" rel="noopener" part="offer-link">
          {t('offerPopup.link')}
        </a>
      </p>
      <div className="actions">
        <button type="button" className="vt-button" part="later" onClick={() => answer(false)}>
          {t('offerPopup.later')}
        </button>
        <button type="button" className="vt-button vt-button--primary" part="accept" onClick={() => answer(true)}>
          {t('offerPopup.accept')}
        </button>
      </div>
    </ModalDialog>
  );
}
