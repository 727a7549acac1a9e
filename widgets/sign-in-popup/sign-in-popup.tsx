import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { AUTH_REQUIRED_EVENT, signInUrl, type AuthRequiredDetail } from '../../core/transport/token';
import { signedInAtom } from '../../core/transport/token';
import { signInWithPhone, type PhoneSignInResult } from '../../core/transport/auth';
import { localeAtom } from '../../core/platform/locale';
import { emit } from '../../core/platform/dom';
import { ModalDialog } from '../shared/dialog/modal-dialog';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { loginProviders } from './login-providers';
import './events';

export interface SignInPopupProps {
  /** Where sign-in returns to; default the address the auth-required signal named (or the current one). */
  returnUrl?: string;
}

/**
 * The sign-in popup (storefront-shell.md §2, §6 "Guest ... login popup", §8 "the token is cleared
 * and the login popup shown"): takes the cancelable `vitrina:auth-required` window event, so the
 * page is not sent away, and offers the login providers by phone prefix and locale (§6) and the
 * sign-in page with returnUrl (§2).
 */
export function SignInPopup({ returnUrl, container }: SignInPopupProps & ElementHostProps) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const signedIn = useAtomValue(signedInAtom);
  const [request, setRequest] = useState<AuthRequiredDetail | null>(null);
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Exclude<PhoneSignInResult, 'success'> | null>(null);
  const titleId = useId();
  const phoneId = useId();
  const hintId = useId();
  const errorId = useId();

  // A layout effect: listening from the commit on, so a request right after mounting is not lost.
  useLayoutEffect(() => {
    const onRequired = (event: CustomEvent<AuthRequiredDetail>) => {
      event.preventDefault();
      const detail = { returnUrl: typeof event.detail?.returnUrl === 'string' ? event.detail.returnUrl : location.href };
      setRequest(detail);
      emit(container.host, 'vt-sign-in-toggle', { open: true, returnUrl: detail.returnUrl });
    };
    addEventListener(AUTH_REQUIRED_EVENT, onRequired);
    return () => removeEventListener(AUTH_REQUIRED_EVENT, onRequired);
  }, [container]);

  const close = () => {
    if (!request) return;
    emit(container.host, 'vt-sign-in-toggle', { open: false, returnUrl: request.returnUrl });
    setRequest(null);
  };

  // Signed in (here or in another tab): nothing left to ask, and the shopper stays where they were.
  useEffect(() => {
    if (!signedIn) return;
    setRequest((open) => {
      if (open) emit(container.host, 'vt-sign-in-toggle', { open: false, returnUrl: open.returnUrl });
      return null;
    });
    setFailure(null);
  }, [signedIn, container]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    const result = await signInWithPhone(phone);
    setPending(false);
    if (result !== 'success') setFailure(result);
  };

  const target = returnUrl || request?.returnUrl || (typeof location === 'undefined' ? '/' : location.href);
  const providers = loginProviders(locale, phone);

  return (
    <ModalDialog open={request !== null} onDismiss={close} labelledBy={titleId} part="dialog">
      <div className="vt-dialog-head">
        <h2 className="vt-dialog-title" id={titleId}>
          {t('signInPopup.title')}
        </h2>
        <button type="button" className="vt-dialog-close" part="close" aria-label={t('common.close')} onClick={close}>
          ×
        </button>
      </div>
      <p>{t('signInPopup.text')}</p>
      <form className="phone-form" part="form" onSubmit={submit} noValidate>
        <label className="field" htmlFor={phoneId}>
          {t('signInPopup.phone')}
        </label>
        <input
          id={phoneId}
          className="phone"
          part="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-describedby={failure ? `${hintId} ${errorId}` : hintId}
          aria-invalid={failure === 'invalid-phone' ? true : undefined}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <p id={hintId} className="hint">
          {t('signInPopup.phoneHint')}
        </p>
        {failure && (
          <p id={errorId} className="error" part="error" role="alert">
            {t(failure === 'invalid-phone' ? 'signInPopup.errors.invalidPhone' : 'common.errors.serverError')}
          </p>
        )}
        <button type="submit" className="vt-button vt-button--primary sign-in" part="sign-in" aria-busy={pending || undefined}>
          {t('signInPopup.signIn')}
        </button>
      </form>
      <a className="sign-in-page" part="sign-in-page" href={signInUrl(target)}>
        {t('signInPopup.otherWays')}
      </a>
      {providers.length > 0 && (
        <section className="providers" aria-label={t('signInPopup.providers')}>
          <p className="providers-title">{t('signInPopup.providers')}</p>
          <ul>
            {providers.map((provider) => (
              <li key={provider}>
                <a className="vt-button provider" part="provider" data-provider={provider} href={`${signInUrl(target)}&provider=${provider}`}>
                  {t(`signInPopup.provider.${provider}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ModalDialog>
  );
}
