import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH, reshapeResaleQuestions, type ResaleQuestion } from '../../../contracts/cabinet';
import { formatRecordDate, answerResaleQuestion } from '../../../core/domain/account';
import { usePagesT } from '../../shared/account-pages/use-pages-t';
import type { AccountPageProps } from './page-props';
import { LimitedText, ResaleTabs, usePageStyles } from './page-kit';

/**
 * Buyers' questions on the shopper's C2C ads with an answer form (storefront-routing-wallet.md §6
 * SpaC2CFeedbackQuestionsEntrypoint: the route's data step sends the shopper to /lk without the
 * resale supplier feedbacks or questions feature). Answers are at most 300 characters (§9).
 */
export function Page({ data, language, root }: AccountPageProps) {
  usePageStyles(root);
  const t = usePagesT();
  const initial = useMemo(() => reshapeResaleQuestions(data), [data]);
  const [questions, setQuestions] = useState(initial);
  useEffect(() => setQuestions(initial), [initial]);
  const answered = (question: ResaleQuestion) => setQuestions((list) => list.map((q) => (q.id === question.id ? question : q)));

  return (
    <>
      <ResaleTabs current="questions" t={t} />
      <section className="card" part="resale-questions" aria-labelledby="resale-questions-title">
        <h2 id="resale-questions-title">{t('accountPages.resale.questionsTitle')}</h2>
        {questions.length === 0 ? (
          <p>{t('accountPages.resale.noQuestions')}</p>
        ) : (
          <ul className="page-list">
            {questions.map((question) => (
              <li key={question.id} className="page-entry" data-question={question.id}>
                {question.subject && <strong className="page-item-title">{question.subject}</strong>}
                <p className="muted page-text">
                  {t('accountPages.resale.askedBy', {
                    author: question.author || t('accountPages.resale.buyer'),
                    date: formatRecordDate(question.dateMs, language),
                  })}
                </p>
                <p className="page-text">{question.text}</p>
                {question.answer ? (
                  <p className="page-answer page-text">
                    <span className="muted">{t('accountPages.resale.yourAnswer')}: </span>
                    {question.answer}
                  </p>
                ) : (
                  <AnswerForm question={question} answered={answered} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function AnswerForm({ question, answered }: { question: ResaleQuestion; answered(question: ResaleQuestion): void }) {
  const t = usePagesT();
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'error'>('idle');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setState('error');
      setMessage(t('accountPages.resale.answerRequired'));
      return;
    }
    setState('sending');
    answerResaleQuestion(question.id, text.trim()).then(answered, () => {
      setState('error');
      setMessage(t('accountPages.sendFailed'));
    });
  };

  return (
    <form
      className="page-form"
      onSubmit={submit}
      noValidate
      aria-label={t('accountPages.resale.answerLabel', { author: question.author || t('accountPages.resale.buyer') })}
    >
      <LimitedText id={`${id}-answer`} name="answer" label={t('accountPages.resale.answer')} value={text} max={COMMENT_MAX_LENGTH} onChange={setText} t={t} />
      <div>
        <button type="submit" className="vt-button vt-button--primary" disabled={state === 'sending'}>
          {state === 'sending' ? t('accountPages.sending') : t('accountPages.resale.sendAnswer')}
        </button>
      </div>
      {state === 'error' && (
        <p role="alert" className="error">
          {message}
        </p>
      )}
    </form>
  );
}
