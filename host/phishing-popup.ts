import { logException } from '../core/transport/logging';
import { PhishingHostError, PHISHING_MESSAGE_KEY } from '../core/domain/links';
import { h } from './dom';
import { coreText } from './pages/core-text';
import { hostText, loadHostTexts } from './texts';
import { languageAtom } from '../core/platform/locale';
import { getStore } from '../core/platform/store';

/** §8 "Phishing host": the modal popup with common.errors.phishingSite, and the error logged. */
export async function reportPhishingHost(doc: Document, hostname: string, allowed: readonly string[]): Promise<void> {
  void logException(new PhishingHostError(hostname), { allowed });
  await loadHostTexts(getStore().get(languageAtom));
  const dialog = h(
    'dialog',
    { class: 'phishing', 'aria-labelledby': 'phishing-title', 'aria-describedby': 'phishing-text' },
    h('h2', { id: 'phishing-title' }, hostText('phishingTitle')),
    h('p', { id: 'phishing-text' }, coreText(PHISHING_MESSAGE_KEY)),
  );
  doc.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
