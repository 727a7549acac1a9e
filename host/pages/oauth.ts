import type { PageProps, PageView } from '../../core/domain/navigation';
import { composePage } from './compose';

/** The OAuth sign-in page: the shell (header, footer, mobile bar) is hidden for it (routing-wallet §2.4). */
export function render(container: HTMLElement, props: PageProps): PageView {
  return composePage(container, props, { heading: 'oauth' });
}
