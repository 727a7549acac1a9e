import { useId, useMemo, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH, REVIEW_STARS_MAX, reshapeMyFeedbacksPage, validStars, type BoughtItem, type MyFeedback } from '../../../contracts/cabinet';
import { formatRecordDate, callerProblem, writeReview } from '../../../core/domain/account';
import type { Translate } from '../../../core/platform/i18n';
import { usePagesT } from '../../shared/account-pages/use-pages-t';
import { useRecordsOfItems } from './use-records-of-items';
import type { AccountPageProps } from './page-props';
import { ItemHead, LimitedText, usePageStyles } from './page-kit';

const STAR_VALUES = Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1);

/** ★★★★☆ with its reading ("4 of 5") for assistive technology. */
function StarLine({ stars, t }: { stars: number; t: Translate }) {
  return (
    <span className="star-line" role="img" aria-label={t('accountPages.reviews.starsValue', { count: stars })} data-stars={stars}>
      {'★'.repeat(stars)}
      <span className="muted">{'☆'.repeat(REVIEW_STARS_MAX - stars)}</span>
    </span>
  );
}

/**
 * My reviews of bought goods (storefront-routing-wallet.md §2.2 "my feedbacks"): the reviews
 * written, and the bought items still waiting for one, each with a form (1–5 stars required, text
 * of at most 300 characters, storefront-shell.md §9 "Comment size limit 300").
 */
export function Page({ data, language, root }: AccountPageProps) {
  usePageStyles(root);
  const t = usePagesT();
  const page = useMemo(() => reshapeMyFeedbacksPage(data), [data]);
  const [feedbacks, waiting, add] = useRecordsOfItems(page.feedbacks, page.waiting);
  const [open, setOpen] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);

  const written = (feedback: MyFeedback) => {
    add(feedback);
    setOpen(null);
    setThanks(true);
  };

  return (
    <>
      <section className="card" part="reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{t('accountPages.reviews.title')}</h2>
        {thanks && (
          <p role="status" className="page-done">
            {t('accountPages.reviews.written')}
          </p>
        )}
        {feedbacks.length === 0 ? (
          <p>{t('accountPages.reviews.empty')}</p>
        ) : (
          <ul className="page-list">
            {feedbacks.map((feedback) => (
              <li key={feedback.id} className="page-entry" data-review={feedback.id}>
                <ItemHead item={feedback.item} t={t} />
                <div className="page-facts">
                  <StarLine stars={feedback.stars} t={t} />
                  <span className="muted">{formatRecordDate(feedback.dateMs, language)}</span>
                </div>
                {feedback.text && <p className="page-text">{feedback.text}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" part="reviews-waiting" aria-labelledby="reviews-waiting-title">
        <h2 id="reviews-waiting-title">{t('accountPages.reviews.waitingTitle')}</h2>
        {waiting.length === 0 ? (
          <p>{t('accountPages.reviews.noWaiting')}</p>
        ) : (
          <ul className="page-list">
            {waiting.map((item) => (
              <li key={item.rid} className="page-entry" data-rid={item.rid}>
                <ItemHead item={item} t={t} />
                {open === item.rid ? (
                  <ReviewForm item={item} written={written} cancel={() => setOpen(null)} />
                ) : (
                  <div>
                    <button
                      type="button"
                      className="vt-button"
                      onClick={() => {
                        setOpen(item.rid);
                        setThanks(false);
                      }}
                    >
                      {t('accountPages.reviews.write')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ReviewForm({ item, written, cancel }: { item: BoughtItem; written(feedback: MyFeedback): void; cancel(): void }) {
  const t = usePagesT();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [starsInvalid, setStarsInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validStars(stars)) {
      setStarsInvalid(true);
      setState('error');
      setMessage(t('accountPages.reviews.starsRequired'));
      return;
    }
    setStarsInvalid(false);
    setState('sending');
    writeReview({ rid: item.rid, stars, text: text.trim() }).then(written, (error: unknown) => {
      const problem = callerProblem(error);
      setState('error');
      setMessage(problem === 'conflict' ? t('accountPages.reviews.conflict') : t('accountPages.sendFailed'));
    });
  };

  return (
    <form className="page-form" onSubmit={submit} noValidate aria-label={t('accountPages.reviews.formLabel')}>
      <fieldset aria-invalid={starsInvalid} aria-describedby={state === 'error' ? `${id}-error` : undefined}>
        <legend>{t('accountPages.reviews.stars')}</legend>
        <div className="stars">
          {STAR_VALUES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
                aria-label={t('accountPages.reviews.starsValue', { count: value })}
              />
              <span className="star" data-on={value <= stars} aria-hidden="true">
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <LimitedText id={`${id}-text`} name="text" label={t('accountPages.reviews.text')} value={text} max={COMMENT_MAX_LENGTH} onChange={setText} t={t} />
      <div className="page-facts">
        <button type="submit" className="vt-button vt-button--primary" disabled={state === 'sending'}>
          {state === 'sending' ? t('accountPages.sending') : t('accountPages.reviews.submit')}
        </button>
        <button type="button" className="vt-button" onClick={cancel}>
          {t('accountPages.cancel')}
        </button>
      </div>
      {state === 'error' && (
        <p id={`${id}-error`} role="alert" className="error">
          {message}
        </p>
      )}
    </form>
  );
}
