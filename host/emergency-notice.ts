/**
 * The emergency notice under the header (storefront-shell.md §7 "GET static
 * emergency-situation/{id}.json, 4 s timeout"). The country's active notice is shown once the
 * page's country is known and again after a country change; the shopper may close it for the
 * rest of the session (a marketplace's usual site-wide notice; the spec does not show the screen).
 * A failed or malformed file shows nothing (the core service logs it once).
 */
import { createEmergencyNotices, type EmergencyNotice, type EmergencyNotices } from '../core/domain/settings';
import { languageAtom, localeAtom } from '../core/platform/locale';
import { getStore } from '../core/platform/store';
import { hostText } from './texts';

export const EMERGENCY_NOTICE_CLASS = 'emergency-notice';
const DISMISSED_KEY = 'vitrina:emergency-dismissed';

function dismissed(doc: Document): string[] {
  try {
    const value = JSON.parse(doc.defaultView?.sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function dismiss(doc: Document, key: string): void {
  try {
    doc.defaultView?.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissed(doc), key]));
  } catch {
    // Storage full or off: the notice stays closed on this page only.
  }
}

/** A notice is closed by its content: a changed text shows again. */
const noticeKey = (notice: EmergencyNotice) => `${notice.id}:${notice.title}:${notice.text}`;

export function renderEmergencyNotice(doc: Document, notice: EmergencyNotice, onClose: () => void): HTMLElement {
  const section = doc.createElement('section');
  section.className = EMERGENCY_NOTICE_CLASS;
  section.setAttribute('aria-label', hostText('emergencyNotice'));
  const body = doc.createElement('div');
  body.className = `${EMERGENCY_NOTICE_CLASS}__body`;
  if (notice.title) {
    const title = doc.createElement('strong');
    title.textContent = notice.title;
    body.append(title);
  }
  if (notice.text) {
    const text = doc.createElement('span');
    text.textContent = notice.text;
    body.append(text);
  }
  if (notice.link) {
    const link = doc.createElement('a');
    link.href = notice.link;
    link.textContent = hostText('emergencyMore');
    body.append(link);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = `${EMERGENCY_NOTICE_CLASS}__close`;
  close.setAttribute('aria-label', hostText('emergencyClose'));
  close.textContent = '×';
  close.addEventListener('click', onClose);
  section.append(body, close);
  return section;
}

/** Keeps the notice just below the header, whatever height the header takes (it grows when its element upgrades). */
function followHeader(header: HTMLElement, notice: HTMLElement): void {
  const place = () => {
    notice.style.top = `${header.offsetTop + header.offsetHeight + NOTICE_GAP_PX}px`;
  };
  place();
  const View = header.ownerDocument.defaultView;
  if (View && 'ResizeObserver' in View) new View.ResizeObserver(place).observe(header);
}

const NOTICE_GAP_PX = 8;

export function startEmergencyNotice(doc: Document = document, notices: EmergencyNotices = createEmergencyNotices()): void {
  const store = getStore();
  const header = doc.querySelector<HTMLElement>('.shell-header');
  if (!header) return;
  let shown: HTMLElement | null = null;
  let turn = 0;
  const show = async () => {
    const mine = ++turn;
    const notice = await notices.load(store.get(localeAtom));
    if (mine !== turn) return;
    shown?.remove();
    shown = null;
    if (!notice || dismissed(doc).includes(noticeKey(notice))) return;
    const element = renderEmergencyNotice(doc, notice, () => {
      dismiss(doc, noticeKey(notice));
      element.remove();
    });
    shown = element;
    header.after(element);
    followHeader(header, element);
  };
  store.sub(localeAtom, () => void show());
  // The words around the notice follow the interface language.
  store.sub(languageAtom, () => void show());
  void show();
}
