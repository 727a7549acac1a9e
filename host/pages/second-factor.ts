import type { PageProps, PageView } from '../../core/domain/navigation';
import { CHECK_2FA_PATH, readSecondFactorReturn, SECOND_FACTOR_MESSAGE } from '../../contracts/wallet';
import { h } from '../dom';
import { hostText } from '../texts';

/**
 * The second-factor unblock return page (storefront-shell.md §2: "passes a code and state to the
 * opener window and closes itself"). The message goes to our own origin only: an opener of any
 * other origin never receives it. Without an opener, or with a broken answer, the page says so and
 * links back to the cabinet's 2FA step.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const title = hostText('second-factor');
  const answer = readSecondFactorReturn(props.url.searchParams);
  const opener = readOpener();
  let text: string;
  let back = true;
  if (!answer) text = hostText('secondFactorBroken');
  else if (!opener) text = hostText('secondFactorNoOpener');
  else {
    opener.postMessage({ type: SECOND_FACTOR_MESSAGE, code: answer.code, state: answer.state }, location.origin);
    text = hostText('secondFactorDone');
    back = false;
    close();
  }
  const section = h(
    'section',
    { class: 'page page--second-factor', 'data-route': props.route.name },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    h('p', { role: back ? 'alert' : 'status' }, text),
    back && h('p', {}, h('a', { href: CHECK_2FA_PATH }, hostText('secondFactorToCabinet'))),
  );
  container.append(section);
  return { title, unmount: () => section.remove() };
}

/** The window that opened this one, when it is still there (a closed or missing opener, or one the browser cut off, is none). */
function readOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed ? opener : null;
  } catch {
    return null;
  }
}
