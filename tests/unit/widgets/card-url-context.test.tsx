import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddToCartButton } from '../../../widgets/shared/add-to-cart-button/add-to-cart-button';
import { FavoriteToggleButton } from '../../../widgets/shared/favorite-toggle-button/favorite-toggle-button';
import { AdMark } from '../../../widgets/shared/ad-mark/ad-mark';
import { TrendMark } from '../../../widgets/product-card/trend-mark';
import { cartStateAtom } from '../../../core/domain/cart';
import { favoritesStateAtom } from '../../../core/domain/favorites/engine';
import { settingsAtom } from '../../../core/domain/settings/atoms';
import { installEngines } from '../core/sync/store-fixtures';
import { reactRootPerTest } from './react-root';

const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as never;

/** Waits for the store to hold what the click queued (the engines write asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(check()).toBe(true);
}

describe('the card address context in the buttons and marks (routing-wallet §2.3; storefront-shell §3 cart and favourite item targetUrl, meta)', () => {
  const root = reactRootPerTest();
  let engines: ReturnType<typeof installEngines>;
  beforeEach(async () => {
    engines = installEngines({ signedIn: true });
    await engines.ready;
  });

  it('§2.3 a product opened with ?targetUrl=GP&erid=e1 adds to the cart with targetUrl GP and the erid in meta', async () => {
    root.render(
      <AddToCartButton
        product={77}
        characteristicId={770}
        quantity={1}
        line={{ price: 1000, subjectId: 1, currency: 'RUB', targetUrl: 'GP', meta: '{"erid":"e1"}' }}
        inCart={0}
        t={t}
        host={root.host}
      />,
    );
    act(() => root.host.querySelector('button')!.click());
    await until(() => engines.store.get(cartStateAtom).items['770'] !== undefined);
    expect(engines.store.get(cartStateAtom).items['770']!.data).toMatchObject({ cod1S: 77, targetUrl: 'GP', meta: '{"erid":"e1"}' });
  });

  it('§2.3 the favourite keeps targetUrl and meta too', async () => {
    root.render(
      <FavoriteToggleButton
        product={78}
        characteristicId={780}
        pressed={false}
        origin={{ targetUrl: 'XS', meta: '{"isTrend":true}' }}
        t={t}
        host={root.host}
      />,
    );
    act(() => root.host.querySelector('button')!.click());
    await until(() => engines.store.get(favoritesStateAtom).items['780'] !== undefined);
    expect(engines.store.get(favoritesStateAtom).items['780']!.data).toMatchObject({ cod1S: 78, targetUrl: 'XS', meta: '{"isTrend":true}' });
  });

  it('the ad mark shows a hostile token as text, never as markup', () => {
    root.render(<AdMark label="Реклама" mark={'erid: <img src=x onerror=alert(1)>'} />);
    expect(root.host.querySelector('img')).toBeNull();
    expect(root.host.querySelector('.ad-mark__erid')!.textContent).toBe('erid: <img src=x onerror=alert(1)>');
    expect(root.host.querySelector('.ad-mark__label')!.textContent).toBe('Реклама');
  });

  it('routing-wallet §5 the trend mark links to /promotions/trend only while the trend menu switch is on', () => {
    const settings = engines.store.get(settingsAtom);
    engines.store.set(settingsAtom, { ...settings, switches: { ...settings.switches, enableTrendMenu: false } });
    root.render(<TrendMark t={t} />);
    expect(root.host.querySelector('a')).toBeNull();
    expect(root.host.textContent).toBe('productCard.trend');
    act(() => engines.store.set(settingsAtom, { ...settings, switches: { ...settings.switches, enableTrendMenu: true } }));
    expect(root.host.querySelector('a')!.getAttribute('href')).toBe('/promotions/trend');
  });
});
