import { isCurrency, type Language } from '../../../../contracts/locales';
import { formatDate, formatMoney, minorToMajor } from '../../../platform/format';

/** An amount of a server record: formatted in its currency, or as a bare number when the code is unknown. */
export function formatRecordAmount(minor: number, currency: string, language: Language): string {
  return isCurrency(currency) ? formatMoney(minor, currency, language) : String(minorToMajor(minor));
}

/** A record's date in the §9 default format; '' when the record has none. */
export function formatRecordDate(dateMs: number, language: Language): string {
  return dateMs > 0 ? formatDate(dateMs, language) : '';
}
