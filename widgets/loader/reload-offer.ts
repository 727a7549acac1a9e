/**
 * The page-level offer to reload after a chunk failed for good (storefront-routing-wallet.md §8
 * "Chunk load failure": one retry, then the shopper is offered a reload instead of a dead
 * element). The loader has no i18next (it is loaded before the runtime), so its two sentences come
 * from this small table, picked by the page's language; one offer per page.
 */
const TEXTS: Record<string, [message: string, action: string]> = {
  ru: ['Часть страницы не загрузилась.', 'Обновить страницу'],
  en: ['Part of the page did not load.', 'Reload the page'],
  ka: ['გვერდის ნაწილი ვერ ჩაიტვირთა.', 'გვერდის განახლება'],
  kk: ['Беттің бір бөлігі жүктелмеді.', 'Бетті жаңарту'],
  ky: ['Барактын бир бөлүгү жүктөлгөн жок.', 'Баракты жаңылоо'],
  uz: ['Sahifaning bir qismi yuklanmadi.', 'Sahifani yangilash'],
};

const CSS = `:host{position:fixed;inset-inline:16px;inset-block-end:16px;z-index:11111;display:flex;justify-content:center;pointer-events:none}
div{pointer-events:auto;display:flex;flex-wrap:wrap;gap:12px;align-items:center;max-inline-size:560px;padding:12px 16px;border-radius:12px;background:#1f1f24;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0/.25)}
button{min-block-size:44px;padding:0 16px;border:0;border-radius:8px;background:#fff;color:#1f1f24;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:2px solid #fff;outline-offset:2px}`;

export const RELOAD_OFFER_ID = 'vt-reload-offer';

function textsFor(doc: Document): [string, string] {
  const language = (doc.documentElement.lang || 'ru').slice(0, 2).toLowerCase();
  return TEXTS[language] ?? TEXTS.ru!;
}

/** Shows the offer (once per page) with a button that reloads. */
export function offerReload(doc: Document = document, reload: () => void = () => location.reload()): void {
  if (!doc.body || doc.getElementById(RELOAD_OFFER_ID)) return;
  const [message, action] = textsFor(doc);
  const host = doc.createElement('div');
  host.id = RELOAD_OFFER_ID;
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  root.adoptedStyleSheets = [sheet];
  const box = doc.createElement('div');
  box.setAttribute('role', 'alert');
  const text = doc.createElement('span');
  text.textContent = message;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = action;
  button.addEventListener('click', () => reload());
  box.append(text, button);
  root.append(box);
  doc.body.append(host);
}
