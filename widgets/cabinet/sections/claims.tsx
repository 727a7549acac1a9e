import { useId, useMemo, useState, type FormEvent } from 'react';
import { CLAIM_REASONS, COMMENT_MAX_LENGTH, reshapeClaimsPage, type Claim, type ClaimReason, type ClaimStatus } from '../../../contracts/cabinet';
import { formatRecordAmount, formatRecordDate, callerProblem, fileClaim } from '../../../core/domain/account';
import { usePagesT } from '../../shared/account-pages/use-pages-t';
import { useRecordsOfItems } from './use-records-of-items';
import type { AccountPageProps } from './page-props';
import { ItemHead, ItemSelect, LimitedText, usePageStyles } from './page-kit';

const STATUS_TONE: Record<ClaimStatus, 'good' | 'bad' | 'wait'> = { new: 'wait', review: 'wait', approved: 'good', refunded: 'good', rejected: 'bad' };

/**
 * The shopper's claims (storefront-shell.md §2 "/lk/claims and /lk/refund are claims"): each
 * with its item, date, status and refund in the shopper's currency, and a form to file one for a
 * delivered item (reason, comment of at most 300 characters, §9 "Comment size limit 300"). A
 * refused or failed send keeps what was typed and says why.
 */
export function Page({ data, language, root }: AccountPageProps) {
  usePageStyles(root);
  const t = usePagesT();
  const page = useMemo(() => reshapeClaimsPage(data), [data]);
  const [claims, claimable, filed] = useRecordsOfItems(page.claims, page.claimable);

  return (
    <>
      <section className="card" part="claims" aria-labelledby="claims-title">
        <h2 id="claims-title">{t('accountPages.claims.title')}</h2>
        {claims.length === 0 ? (
          <p part="claims-empty">{t('accountPages.claims.empty')}</p>
        ) : (
          <ul className="page-list">
            {claims.map((claim) => (
              <li key={claim.id} className="page-entry" data-claim={claim.id}>
                <ItemHead item={claim.item} t={t} />
                <div className="page-facts">
                  <span className="badge" data-tone={STATUS_TONE[claim.status]} data-status={claim.status}>
                    {t(`accountPages.claims.statuses.${claim.status}`)}
                  </span>
                  <span className="muted">{t('accountPages.claims.filedAt', { date: formatRecordDate(claim.dateMs, language) })}</span>
                  <span className="muted">{t(`accountPages.claims.reasons.${claim.reason}`)}</span>
                  <span className="amount">
                    {t('accountPages.claims.refund')} {formatRecordAmount(claim.refundMinor, claim.refundCurrency, language)}
                  </span>
                </div>
                {claim.comment && <p className="page-text">{claim.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ClaimForm items={claimable} filed={filed} />
    </>
  );
}

function ClaimForm({ items, filed }: { items: ReturnType<typeof reshapeClaimsPage>['claimable']; filed(claim: Claim): void }) {
  const t = usePagesT();
  const id = useId();
  const [rid, setRid] = useState('');
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<'item' | 'reason' | null>(null);

  if (items.length === 0) {
    return (
      <section className="card" part="claim-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('accountPages.claims.newTitle')}</h2>
        <p>{t('accountPages.claims.noItems')}</p>
        {state === 'done' && (
          <p role="status" className="page-done">
            {t('accountPages.claims.filed')}
          </p>
        )}
      </section>
    );
  }

  const fail = (field: 'item' | 'reason' | null, text: string) => {
    setInvalid(field);
    setState('error');
    setMessage(text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = items.find((i) => i.rid === rid);
    if (!item) return fail('item', t('accountPages.claims.pickItem'));
    if (!reason) return fail('reason', t('accountPages.claims.pickReason'));
    setInvalid(null);
    setState('sending');
    fileClaim({ orderId: item.orderId, rid: item.rid, reason, comment: comment.trim() }).then(
      (claim) => {
        filed(claim);
        setRid('');
        setReason('');
        setComment('');
        setState('done');
      },
      (error: unknown) => {
        const problem = callerProblem(error);
        fail(
          null,
          problem === 'conflict'
            ? t('accountPages.claims.conflict')
            : problem === 'commentTooLong'
              ? t('accountPages.commentTooLong', { count: COMMENT_MAX_LENGTH })
              : t('accountPages.sendFailed'),
        );
      },
    );
  };

  return (
    <section className="card" part="claim-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('accountPages.claims.newTitle')}</h2>
      <form className="page-form" onSubmit={submit} noValidate>
        <ItemSelect id={`${id}-item`} items={items} rid={rid} invalid={invalid === 'item'} onChange={setRid} t={t} />
        <div>
          <label htmlFor={`${id}-reason`}>{t('accountPages.claims.reason')}</label>
          <select
            id={`${id}-reason`}
            name="reason"
            value={reason}
            aria-invalid={invalid === 'reason'}
            onChange={(event) => setReason(event.target.value as ClaimReason | '')}
          >
            <option value="">{t('accountPages.claims.chooseReason')}</option>
            {CLAIM_REASONS.map((key) => (
              <option key={key} value={key}>
                {t(`accountPages.claims.reasons.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <LimitedComment id={`${id}-comment`} value={comment} onChange={setComment} />
        <div>
          <button type="submit" className="vt-button vt-button--primary" disabled={state === 'sending'}>
            {state === 'sending' ? t('accountPages.sending') : t('accountPages.claims.submit')}
          </button>
        </div>
        {state === 'error' && (
          <p role="alert" className="error">
            {message}
          </p>
        )}
        {state === 'done' && (
          <p role="status" className="page-done">
            {t('accountPages.claims.filed')}
          </p>
        )}
      </form>
    </section>
  );
}

function LimitedComment({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  const t = usePagesT();
  return <LimitedText id={id} name="comment" label={t('accountPages.claims.comment')} value={value} max={COMMENT_MAX_LENGTH} onChange={onChange} t={t} />;
}
