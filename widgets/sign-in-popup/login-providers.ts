/**
 * storefront-shell.md §6 "Login providers (government ID, bank ID, national one ID, another bank
 * ID) are shown depending on phone prefix and locale"; §3 User info contact_type names them
 * esiaID, sberID, oneID, dcbankID. Which prefix and locale give which is "not shown": this kit's
 * choice is the providers' home countries — Russia (+7, not Kazakhstan's +76/+77) the government
 * and the bank ID, Uzbekistan (+998) the national one ID, Kyrgyzstan (+996) the other bank ID.
 * A typed phone number decides; with no number yet, the locale does.
 */
import type { Locale } from '../../contracts/locales';

export type LoginProvider = 'esiaID' | 'sberID' | 'oneID' | 'dcbankID';

const BY_PREFIX: ReadonlyArray<{ test: (digits: string) => boolean; providers: readonly LoginProvider[] }> = [
  { test: (d) => d.startsWith('998'), providers: ['oneID'] },
  { test: (d) => d.startsWith('996'), providers: ['dcbankID'] },
  { test: (d) => d.startsWith('7') && !d.startsWith('76') && !d.startsWith('77'), providers: ['esiaID', 'sberID'] },
];

const BY_LOCALE: Partial<Record<Locale, readonly LoginProvider[]>> = {
  ru: ['esiaID', 'sberID'],
  uz: ['oneID'],
  kg: ['dcbankID'],
};

/** Digits of a typed phone; a Russian trunk 8 counts as +7. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('8') && digits.length === 11 ? `7${digits.slice(1)}` : digits;
}

export function loginProviders(locale: Locale, phone = ''): readonly LoginProvider[] {
  const digits = phoneDigits(phone);
  if (digits.length > 0) return BY_PREFIX.find((rule) => rule.test(digits))?.providers ?? [];
  return BY_LOCALE[locale] ?? [];
}
