import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../../core/platform/store/store';
import { currencyAtom, localeAtom } from '../../../core/platform/locale/atoms';
import { configure } from '../../../core/runtime/configure';
import { getRuntime } from '../../../core/runtime';
import { countryHosts } from '../../../core/transport/services/services';
import { COUNTRY_HOSTS, countryOfHost, hostOfCountry, parseCountryHosts, parseServiceMap } from '../../../contracts/service-map';
import { freshRuntime } from '../fresh-runtime';

const MAP = { site: '/', countries: COUNTRY_HOSTS };

describe('the country of a host name (DESIGN.md "Countries, languages, currencies"; storefront-shell.md §1 locales)', () => {
  beforeEach(() => {
    freshRuntime();
    localStorage.clear();
    getStore().set(localeAtom, 'ru');
    getStore().set(currencyAtom, 'RUB');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(MAP))),
    );
  });

  it('each country host of the table is its country; plain localhost is ru', () => {
    const table = parseCountryHosts(MAP);
    expect(countryOfHost('ru.localhost', table)).toBe('ru');
    expect(countryOfHost('by.localhost', table)).toBe('by');
    expect(countryOfHost('kz.localhost', table)).toBe('kz');
    expect(countryOfHost('kg.localhost', table)).toBe('kg');
    expect(countryOfHost('am.localhost', table)).toBe('am');
    expect(countryOfHost('uz.localhost', table)).toBe('uz');
    expect(countryOfHost('ge.localhost', table)).toBe('ge');
    expect(countryOfHost('tj.localhost', table)).toBe('tj');
    expect(countryOfHost('global.localhost', table)).toBe('global');
    expect(countryOfHost('localhost', table)).toBe('ru');
    expect(countryOfHost('KZ.LOCALHOST.', table)).toBe('kz');
  });

  it('bad input: a host in no table is ru, and so is any host when the map has no table', () => {
    expect(countryOfHost('atlantis.localhost', parseCountryHosts(MAP))).toBe('ru');
    expect(countryOfHost('__proto__', parseCountryHosts(MAP))).toBe('ru');
    expect(countryOfHost('kz.localhost', parseCountryHosts({ site: '/' }))).toBe('ru');
  });

  it('bad input: a table entry naming no locale is left out with a warning; the table is no service group', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseCountryHosts({ countries: { 'xx.localhost': 'atlantis', 'kz.localhost': 'kz' } })).toEqual({ 'kz.localhost': 'kz' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(parseCountryHosts({ countries: ['kz'] })).toEqual({});
    warn.mockClear();
    expect(parseServiceMap(MAP, 'http://localhost/config/services.json')).toEqual({ site: 'http://localhost' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('the chooser links each country to its own host name', () => {
    expect(hostOfCountry('ru', COUNTRY_HOSTS)).toBe('ru.localhost');
    expect(hostOfCountry('global', COUNTRY_HOSTS)).toBe('global.localhost');
    expect(hostOfCountry('il', COUNTRY_HOSTS)).toBeNull();
  });

  it('routing-wallet §9: on kz.localhost the page is kz in KZT (a page built for kz without a currency no longer keeps RUB)', async () => {
    await configure({ services: '/config/services.json' });
    expect(countryHosts()['kz.localhost']).toBe('kz');
    getRuntime().hostCountry.apply('kz.localhost');
    await getRuntime().hostCountry.ready();
    expect(getStore().get(localeAtom)).toBe('kz');
    expect(getStore().get(currencyAtom)).toBe('KZT');
  });

  it('routing-wallet §9: a stored currency the country does not offer is refused for its home one (ge: only GEL); one it offers is kept', async () => {
    localStorage.setItem('vitrina:currency', 'RUB');
    await configure({ services: '/config/services.json' });
    getRuntime().hostCountry.apply('ge.localhost');
    expect(getStore().get(currencyAtom)).toBe('GEL');
    getRuntime().hostCountry.apply('uz.localhost');
    expect(getStore().get(localeAtom)).toBe('uz');
    expect(getStore().get(currencyAtom)).toBe('RUB');
  });

  it('a page that names its locale keeps it whatever the host name', async () => {
    await configure({ services: '/config/services.json', locale: 'by' });
    getRuntime().hostCountry.apply('kz.localhost');
    expect(getStore().get(localeAtom)).toBe('by');
    expect(getStore().get(currencyAtom)).toBe('BYN');
  });
});
