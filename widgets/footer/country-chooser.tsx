import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../../core/platform/locale';
import { countryHosts, serviceMapReady } from '../../core/transport/services';
import { hostOfCountry } from '../../contracts/service-map';
import { LOCALES, type Locale } from '../../contracts/locales';
import type { Translate } from '../../core/platform/i18n';

/**
 * A country's name in the shopper's language, from the footer's texts: Intl.DisplayNames would
 * do, but Chromium's ICU has no region names in Kazakh, Kyrgyz or Georgian and gives English.
 */
function countryName(locale: Locale, t: Translate): string {
  return t(`footer.countries.${locale}`);
}

/** The same address on another country's host (the path, query and hash kept). */
export function addressOnHost(host: string, here: Location): string {
  return `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}${here.pathname}${here.search}${here.hash}`;
}

/**
 * The footer's country chooser (DESIGN.md "Countries, languages, currencies"): each country of the
 * service map's country table, a link to the same page on that country's host.
 */
export function CountryChooser({ t, headingId }: { t: Translate; headingId: string }) {
  const locale = useAtomValue(localeAtom);
  const [table, setTable] = useState(countryHosts);
  useEffect(() => {
    let live = true;
    void serviceMapReady().then(() => live && setTable(countryHosts()));
    return () => {
      live = false;
    };
  }, []);
  const countries = LOCALES.flatMap((country) => {
    const host = hostOfCountry(country, table);
    return host ? [{ country, host }] : [];
  });
  if (countries.length < 2) return null;
  return (
    <nav className="countries" part="countries" aria-labelledby={headingId}>
      <h2 id={headingId} className="group-title">
        {t('footer.countries.title')}
      </h2>
      <ul>
        {countries.map(({ country, host }) => (
          <li key={country}>
            <a href={addressOnHost(host, location)} aria-current={country === locale ? 'true' : undefined}>
              {countryName(country, t)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
