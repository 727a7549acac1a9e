import { ADULT_REQUIRED_EVENT } from '../shared/events/adult-confirmation';

const POPUP_TAG = 'vt-adult-confirmation';
/** A popup added just now mounts a moment after it is defined: ask again a few times. */
const ASK_ATTEMPTS = 10;
const ASK_GAP_MS = 50;

const ask = () => !dispatchEvent(new CustomEvent(ADULT_REQUIRED_EVENT, { cancelable: true, detail: {} }));

/**
 * Asks the shopper to confirm their age (storefront-shell.md §5 "adult images are blurred until
 * confirmed") through the page's <vt-adult-confirmation> (it cancels the request it takes),
 * adding one when the page has none.
 */
export function requestAdultConfirmation(): void {
  if (document.querySelector(POPUP_TAG) && ask()) return;
  if (!document.querySelector(POPUP_TAG)) document.body.append(document.createElement(POPUP_TAG));
  void customElements.whenDefined(POPUP_TAG).then(async () => {
    for (let attempt = 0; attempt < ASK_ATTEMPTS; attempt++) {
      if (ask()) return;
      await new Promise((resolve) => setTimeout(resolve, ASK_GAP_MS));
    }
    console.error('[vitrina] the adult confirmation popup did not answer');
  });
}
