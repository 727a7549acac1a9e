/** storefront-routing-wallet.md §4 "Server result state". */
export const RESULT_STATE = { error: -1, ok: 0, navigate: 1, reload: 2, redirect: 3, refresh: 4 } as const;

export type ResultOutcome =
  /** -1: show the error (the server's message, else common.errors.serverError). */
  | { kind: 'error'; message: string | null }
  /** 0: run the success handler with the value. */
  | { kind: 'ok'; value: unknown }
  /** 1: navigate (a full page load) to the url. */
  | { kind: 'navigate'; url: string }
  /** 2: reload the page, the value kept as a suffix of the address. */
  | { kind: 'reload'; suffix: string }
  /** 3: redirect in-app to the url, optionally replacing the history entry or forcing an update. */
  | { kind: 'redirect'; url: string; replace: boolean; force: boolean }
  /** 4: refresh the single-page app (or reload when it cannot). */
  | { kind: 'refresh' };

export class ResultStateError extends Error {
  override name = 'ResultStateError';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Reads a server answer `{state, value?, url?, message?, replace?, force?}`; throws ResultStateError for anything else. */
export function readResultState(raw: unknown): ResultOutcome {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ResultStateError('answer is not an object');
  const answer = raw as Record<string, unknown>;
  switch (answer.state) {
    case RESULT_STATE.error:
      return { kind: 'error', message: text(answer.message) ?? text(answer.error) ?? text(answer.value) };
    case RESULT_STATE.ok:
      return { kind: 'ok', value: answer.value ?? null };
    case RESULT_STATE.navigate:
    case RESULT_STATE.redirect: {
      const url = text(answer.url) ?? text(answer.value);
      if (!url) throw new ResultStateError(`state ${String(answer.state)} without a url`);
      return answer.state === RESULT_STATE.navigate
        ? { kind: 'navigate', url }
        : { kind: 'redirect', url, replace: answer.replace === true, force: answer.force === true };
    }
    case RESULT_STATE.reload:
      return { kind: 'reload', suffix: typeof answer.value === 'string' ? answer.value : '' };
    case RESULT_STATE.refresh:
      return { kind: 'refresh' };
    default:
      throw new ResultStateError(`unknown state ${JSON.stringify(answer.state) ?? 'undefined'}`);
  }
}
