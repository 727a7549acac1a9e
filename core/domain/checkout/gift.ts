/**
 * Gift certificates (storefront-shell.md §2 "/gift/certificates"; routing-wallet §2.2
 * SpaGiftCertificatesData): the nominals in the shop's currency and the two calls of the page.
 */
import { GIFT_BALANCE_PATH, GIFT_ORDER_PATH, reshapeGiftCertificate, type GiftCertificate, type GiftOrderInput } from '../../../contracts/gift-certificates';
import { roundMinorToStep } from '../../../contracts/money';
import { convert, isRateCurrency, type RatesPerUsd } from '../../platform/format';
import { MalformedResponseError, request } from '../../transport/http';

export interface GiftNominal {
  /** What the order call names (the RUB nominal, minor units). */
  rub: number;
  /** What the shopper pays and the recipient gets, minor units of the shop's currency: converted, then rounded once to its fiscal step (routing-wallet §9). */
  minor: number;
}

/** Each RUB nominal in `currency`; nominals that round to the same amount are shown once. */
export function giftNominals(nominalsRub: readonly number[], currency: string, rates: RatesPerUsd): GiftNominal[] {
  const seen = new Set<number>();
  return nominalsRub.flatMap((rub) => {
    const converted = currency === 'RUB' || !isRateCurrency(currency) ? rub : Math.round(convert(rub, 'RUB', currency, rates));
    const minor = roundMinorToStep(converted, currency);
    if (minor <= 0 || seen.has(minor)) return [];
    seen.add(minor);
    return [{ rub, minor }];
  });
}

/** Issues the certificate (signed in); rejects with the request's typed error. */
export async function buyGiftCertificate(input: GiftOrderInput): Promise<GiftCertificate> {
  const answer = await request({
    url: { group: 'site', path: GIFT_ORDER_PATH },
    method: 'POST',
    auth: 'required',
    v2: true,
    body: { json: { ...input } },
    parse: reshapeGiftCertificate,
  });
  if (!answer) throw new MalformedResponseError(GIFT_ORDER_PATH, 'empty answer');
  return answer;
}

/** A certificate's balance; an unknown number is a KnownServerError. */
export async function checkGiftBalance(number: string): Promise<GiftCertificate> {
  const answer = await request({
    url: { group: 'site', path: GIFT_BALANCE_PATH },
    method: 'POST',
    v2: true,
    body: { json: { number } },
    parse: reshapeGiftCertificate,
  });
  if (!answer) throw new MalformedResponseError(GIFT_BALANCE_PATH, 'empty answer');
  return answer;
}
