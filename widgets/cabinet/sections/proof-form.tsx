import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Translate } from '../../../core/platform/i18n';
import { validCode } from '../../../core/domain/wallet';

export interface ProofFormProps {
  id: string;
  title: string;
  text: string;
  label: string;
  length: number;
  confirm(code: string): Promise<void>;
  walletHref: string;
  t: Translate;
  /** Another way to confirm, shown above the form (the second-factor window of #check2fa). */
  children?: ReactNode;
}

/**
 * The 2FA / security-code step before the wallet (storefront-routing-wallet.md §6 /lk#check2fa,
 * /lk#securityCode). A wrong or refused code keeps what was typed and says why.
 */
export function ProofForm({ id, title, text, label, length, confirm, walletHref, t, children }: ProofFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validCode(code, length)) {
      setState('error');
      setMessage(t('cabinet.codeError', { count: length }));
      return;
    }
    setState('sending');
    confirm(code).then(
      () => setState('done'),
      (error: unknown) => {
        setState('error');
        setMessage(error instanceof Error && error.name === 'KnownServerError' ? error.message : t('cabinet.confirmFailed'));
      },
    );
  };

  return (
    <section className="card" part="notice" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{text}</p>
      {state !== 'done' && children}
      {state === 'done' ? (
        <p role="status">
          {t('cabinet.confirmed')}{' '}
          <a className="link" href={walletHref}>
            {t('cabinet.toWallet')}
          </a>
        </p>
      ) : (
        <form className="proof-form" onSubmit={submit} noValidate>
          <label htmlFor={inputId}>{label}</label>
          <input
            id={inputId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={length}
            value={code}
            aria-invalid={state === 'error'}
            aria-describedby={state === 'error' ? errorId : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="vt-button vt-button--primary" disabled={state === 'sending'}>
            {t('cabinet.confirm')}
          </button>
          {state === 'error' && (
            <p id={errorId} role="alert" className="error">
              {message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
