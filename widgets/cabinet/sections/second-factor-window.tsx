import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../core/platform/i18n';
import { confirmSecondFactor, SecondFactorError } from '../../../core/domain/wallet';

type Step = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'done' } | { kind: 'error'; key: string };

function failureKey(error: unknown): string {
  if (error instanceof SecondFactorError) return error.reason === 'blocked' ? 'cabinet.secondFactorBlocked' : 'cabinet.secondFactorState';
  return 'cabinet.confirmFailed';
}

/**
 * /lk#check2fa through the provider's window (storefront-shell.md §2 "Second-factor unblock return
 * page"; routing-wallet §6): the window opens from the click, its return page hands back the code
 * and state, the code becomes the wallet token, and the shopper goes on to the wallet.
 */
export function SecondFactorWindow({ walletHref, t }: { walletHref: string; t: Translate }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const start = () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStep({ kind: 'waiting' });
    confirmSecondFactor(controller.signal).then(
      () => {
        setStep({ kind: 'done' });
        location.assign(walletHref);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[vitrina] the second-factor window did not confirm', error);
        setStep({ kind: 'error', key: failureKey(error) });
      },
    );
  };

  return (
    <div className="second-factor" part="second-factor">
      <button
        type="button"
        className="vt-button vt-button--primary"
        onClick={start}
        aria-describedby={step.kind === 'error' ? 'second-factor-error' : undefined}
      >
        {step.kind === 'waiting' ? t('cabinet.secondFactorAgain') : t('cabinet.secondFactorOpen')}
      </button>
      {step.kind === 'waiting' && <p role="status">{t('cabinet.secondFactorWaiting')}</p>}
      {step.kind === 'done' && <p role="status">{t('cabinet.confirmed')}</p>}
      {step.kind === 'error' && (
        <p id="second-factor-error" role="alert" className="error">
          {t(step.key)}
        </p>
      )}
      <p className="second-factor-or">{t('cabinet.secondFactorOr')}</p>
    </div>
  );
}
