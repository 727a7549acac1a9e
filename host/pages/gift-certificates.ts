import type { PageProps, PageView } from '../../core/domain/navigation';
import { SERVER_ERROR_KEY } from '../../core/domain/navigation';
import {
  GIFT_MESSAGE_MAX,
  GIFT_NUMBER_PATTERN,
  isEmailAddress,
  reshapeGiftCertificatesData,
  type GiftCertificate,
  type GiftDesign,
} from '../../contracts/gift-certificates';
import { buyGiftCertificate, checkGiftBalance, giftNominals } from '../../core/domain/checkout';
import { ratesPerUsd, settingsAtom } from '../../core/domain/settings';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { formatMoney } from '../../core/platform/format';
import { getStore } from '../../core/platform/store';
import { isCurrency } from '../../contracts/locales';
import { KnownServerError, MissTokenError, UnauthorizedError } from '../../core/transport/http';
import { signalAuthRequired, signedInAtom } from '../../core/transport/auth';
import { h } from '../dom';
import { hostText, type HostTextKey } from '../texts';
import { coreText } from './core-text';

const DESIGN_TEXT: Record<GiftDesign, HostTextKey> = { birthday: 'giftDesignBirthday', celebration: 'giftDesignCelebration', thanks: 'giftDesignThanks' };
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Each design's drawing: a few shapes over the card's gradient (host.css .gift-card--<design>). */
const DRAWINGS: Record<GiftDesign, Array<[string, Record<string, string>]>> = {
  birthday: [
    ['path', { d: 'M70 50 q-14 -4 -12 -20 q14 2 12 20 z', class: 'gift-flame' }],
    ['rect', { x: '40', y: '52', width: '60', height: '34', rx: '6', class: 'gift-shape' }],
    ['rect', { x: '40', y: '64', width: '60', height: '6', class: 'gift-accent' }],
    ['circle', { cx: '22', cy: '24', r: '10', class: 'gift-balloon' }],
    ['circle', { cx: '118', cy: '30', r: '8', class: 'gift-balloon' }],
  ],
  celebration: [
    ['path', { d: 'M70 14 l8 18 20 2 -15 13 5 20 -18 -10 -18 10 5 -20 -15 -13 20 -2 z', class: 'gift-shape' }],
    ['circle', { cx: '24', cy: '70', r: '5', class: 'gift-accent' }],
    ['circle', { cx: '116', cy: '66', r: '6', class: 'gift-accent' }],
    ['circle', { cx: '108', cy: '18', r: '4', class: 'gift-accent' }],
  ],
  thanks: [
    ['path', { d: 'M70 82 C20 50 34 14 70 36 C106 14 120 50 70 82 z', class: 'gift-shape' }],
    ['path', { d: 'M20 20 q10 10 0 20 M120 64 q10 10 0 20', class: 'gift-line' }],
  ],
};

function drawing(design: GiftDesign): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 140 96');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'gift-drawing');
  for (const [tag, attrs] of DRAWINGS[design]) {
    const shape = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attrs)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

function card(design: GiftDesign, amount: string, note?: HTMLElement): HTMLElement {
  return h('div', { class: `gift-card gift-card--${design}` }, drawing(design), h('span', { class: 'gift-card-amount' }, amount), note ?? null);
}

let ids = 0;
const nextId = (name: string) => `gift-${name}-${++ids}`;

function radioGroup<T>(
  legend: string,
  name: string,
  options: readonly T[],
  label: (option: T) => Node | string,
  checked: number,
): { fieldset: HTMLFieldSetElement; inputs: HTMLInputElement[] } {
  const inputs = options.map((_, i) => {
    const input = h('input', { type: 'radio', name, value: String(i) });
    input.checked = i === checked;
    return input;
  });
  const fieldset = h(
    'fieldset',
    { class: `gift-choices gift-choices--${name}` },
    h('legend', {}, legend),
    ...options.map((option, i) => h('label', { class: 'gift-choice' }, inputs[i]!, label(option))),
  );
  return { fieldset, inputs };
}

/**
 * /gift/certificates (storefront-shell.md §2 promotion links; routing-wallet §2.2
 * SpaGiftCertificatesData with its 2 s timeout): nominals in the shop's currency, drawn designs,
 * the recipient's e-mail and a message, buying, and a balance check. A certificate is sold on its
 * own order call, not through the cart: the cart holds catalog goods with stock and delivery, and
 * a certificate has neither, but a design, a recipient and a message the cart's lines cannot carry.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const store = getStore();
  const currency = store.get(currencyAtom);
  const language = store.get(languageAtom);
  const money = (minor: number, code: string = currency) => formatMoney(minor, isCurrency(code) ? code : currency, language);
  const data = reshapeGiftCertificatesData(props.data);
  const nominals = giftNominals(data.nominalsRub, currency, ratesPerUsd(store.get(settingsAtom).rates));
  const designs = data.designs;
  const title = hostText('gift-certificates');
  const date = (seconds: number) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(seconds * 1000));

  const section = h(
    'section',
    { class: 'page page--gift', 'data-route': props.route.name },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    h('p', { class: 'gift-lead' }, hostText('giftLead', { months: data.validityMonths })),
    props.hasError ? h('p', { role: 'alert', class: 'page-error' }, props.errorMessage ?? coreText(SERVER_ERROR_KEY)) : null,
  );

  if (nominals.length > 0) section.append(buyForm());
  else section.append(h('p', { role: 'status' }, hostText('giftNone')));
  section.append(balanceForm());
  container.append(section);
  return { title, unmount: () => section.remove() };

  function buyForm(): HTMLElement {
    const nominal = radioGroup(hostText('giftNominal'), 'nominal', nominals, (n) => h('span', { class: 'gift-chip' }, money(n.minor)), 0);
    const design = radioGroup(
      hostText('giftDesign'),
      'design',
      designs,
      (d) => h('span', { class: 'gift-design' }, card(d, ''), h('span', {}, hostText(DESIGN_TEXT[d]))),
      0,
    );
    const emailId = nextId('email');
    const emailErrorId = nextId('email-error');
    const messageId = nextId('message');
    const countId = nextId('count');
    const email = h('input', { id: emailId, type: 'email', name: 'email', autocomplete: 'email', required: '', class: 'gift-input' });
    const message = h('textarea', {
      id: messageId,
      name: 'message',
      maxlength: String(GIFT_MESSAGE_MAX),
      rows: '3',
      class: 'gift-input',
      'aria-describedby': countId,
    });
    const count = h('p', { id: countId, class: 'gift-hint' });
    const emailError = h('p', { id: emailErrorId, class: 'page-error', role: 'alert', hidden: '' });
    const previewNote = h('span', { class: 'gift-card-note' });
    const preview = h('div', { class: 'gift-preview', 'aria-hidden': 'true' });
    const buy = h('button', { type: 'submit', class: 'gift-buy' });
    const result = h('div', { class: 'gift-result' });

    const chosen = () => ({
      n: nominals[nominal.inputs.findIndex((i) => i.checked)] ?? nominals[0]!,
      d: designs[design.inputs.findIndex((i) => i.checked)] ?? designs[0]!,
    });
    const update = () => {
      const { n, d } = chosen();
      previewNote.textContent = message.value;
      preview.replaceChildren(card(d, money(n.minor), previewNote));
      buy.textContent = hostText('giftBuy', { amount: money(n.minor) });
      count.textContent = hostText('giftMessageCount', { used: message.value.length, max: GIFT_MESSAGE_MAX });
    };
    for (const input of [...nominal.inputs, ...design.inputs]) input.addEventListener('change', update);
    message.addEventListener('input', update);
    update();

    const form = h(
      'form',
      { class: 'gift-form', novalidate: '', 'aria-label': hostText('giftBuyTitle') },
      h(
        'div',
        { class: 'gift-form-fields' },
        nominal.fieldset,
        design.fieldset,
        h('label', { class: 'gift-field', for: emailId }, hostText('giftEmail')),
        email,
        emailError,
        h('label', { class: 'gift-field', for: messageId }, hostText('giftMessage')),
        message,
        count,
        buy,
        result,
      ),
      preview,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const address = email.value.trim();
      if (!isEmailAddress(address)) {
        emailError.textContent = hostText('giftEmailInvalid');
        emailError.hidden = false;
        email.setAttribute('aria-invalid', 'true');
        email.setAttribute('aria-describedby', emailErrorId);
        email.focus();
        return;
      }
      emailError.hidden = true;
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
      // Buying needs the shopper's account; the sign-in popup keeps everything typed here.
      if (!store.get(signedInAtom)) {
        signalAuthRequired(location.href);
        return;
      }
      const { n, d } = chosen();
      buy.disabled = true;
      buy.textContent = hostText('giftBuying');
      result.replaceChildren();
      buyGiftCertificate({ nominalRub: n.rub, currency, design: d, email: address, message: message.value })
        .then(
          (certificate) => {
            result.replaceChildren(
              h(
                'p',
                { role: 'status', class: 'gift-done' },
                hostText('giftBought', { number: certificate.number, amount: money(certificate.nominal, certificate.currency), email: address }),
              ),
            );
          },
          (error: unknown) => {
            console.error('[vitrina] the gift certificate could not be bought', error);
            if (error instanceof UnauthorizedError || error instanceof MissTokenError) signalAuthRequired(location.href);
            result.replaceChildren(h('p', { role: 'alert', class: 'page-error' }, hostText('giftFailed')));
          },
        )
        .finally(() => {
          buy.disabled = false;
          update();
        });
    });
    return form;
  }

  function balanceForm(): HTMLElement {
    const headingId = nextId('balance-title');
    const inputId = nextId('number');
    const input = h('input', { id: inputId, name: 'number', class: 'gift-input', autocomplete: 'off', placeholder: 'VT-XXXX-XXXX', spellcheck: 'false' });
    const check = h('button', { type: 'submit', class: 'gift-check' }, hostText('giftCheck'));
    const output = h('div', { class: 'gift-result', 'aria-live': 'polite' });
    const show = (certificate: GiftCertificate) => {
      const expired = certificate.validUntil > 0 && certificate.validUntil * 1000 < Date.now();
      output.replaceChildren(
        h(
          'p',
          { class: expired ? 'page-error' : 'gift-done' },
          expired
            ? hostText('giftExpired', { date: date(certificate.validUntil) })
            : hostText('giftBalance', {
                balance: money(certificate.balance, certificate.currency),
                nominal: money(certificate.nominal, certificate.currency),
                date: date(certificate.validUntil),
              }),
        ),
      );
    };
    const form = h(
      'form',
      { class: 'gift-balance', novalidate: '', 'aria-labelledby': headingId },
      h('h2', { id: headingId }, hostText('giftBalanceTitle')),
      h('label', { class: 'gift-field', for: inputId }, hostText('giftNumber')),
      h('div', { class: 'gift-row' }, input, check),
      output,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const number = input.value.trim().toUpperCase();
      if (!GIFT_NUMBER_PATTERN.test(number)) {
        output.replaceChildren(h('p', { class: 'page-error', role: 'alert' }, hostText('giftNumberInvalid')));
        return;
      }
      check.disabled = true;
      checkGiftBalance(number)
        .then(show, (error: unknown) => {
          output.replaceChildren(
            h('p', { class: 'page-error', role: 'alert' }, error instanceof KnownServerError ? hostText('giftNotFound') : coreText(SERVER_ERROR_KEY)),
          );
        })
        .finally(() => (check.disabled = false));
    });
    return form;
  }
}
