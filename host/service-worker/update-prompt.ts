import { languageAtom } from '../../core/platform/locale';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { hostText, loadHostTexts } from '../texts';
import { mayApplyUpdate } from './update-policy';
import type { Updates } from './updates';

/**
 * "A new version is available — Обновить": shown while a new version waits, except in the
 * checkout flow (update-policy.ts), in the page's language. The button loads the current page
 * with the new version. The region is a status live region from the start, so the offer is heard
 * when it appears.
 */
export function showUpdatePrompt(doc: Document, updates: Updates, currentRoute: () => string | null): void {
  const region = h('div', { class: 'update-prompt', role: 'status', 'data-update-prompt': '' });
  doc.body.append(region);
  /** What the region shows now (its words, or '' when empty): it is rebuilt only when that changes, so a focused button keeps focus. */
  let rendered = '';
  const render = () => {
    const show = updates.ready() && mayApplyUpdate(currentRoute());
    const words = show ? `${hostText('updateReady')}\n${hostText('updateApply')}` : '';
    if (words === rendered) return;
    rendered = words;
    if (!show) {
      region.replaceChildren();
      return;
    }
    const button = h('button', { type: 'button', class: 'update-prompt__apply' }, hostText('updateApply'));
    button.addEventListener('click', () => {
      button.disabled = true;
      void updates.apply(doc.defaultView?.location.href ?? '/');
    });
    region.replaceChildren(h('p', { class: 'update-prompt__text' }, hostText('updateReady')), button);
  };
  updates.onChange(render);
  doc.addEventListener('vt-route-change', render);
  getStore().sub(languageAtom, () => void loadHostTexts(getStore().get(languageAtom)).then(render));
  render();
}
