/** @jsxImportSource ./jsx */
import { useCallback, useEffect, useState } from 'react';
import type { VitrinaEventMap } from './jsx/vitrina-elements';
import { EventLog, type LoggedEvent } from './event-log';
import { useSampleGoods } from './use-sample-goods';

type EventName = keyof VitrinaEventMap;

/** The languages this host offers: a json property, passed once the element is defined (React 19 then sets the property). */
const HOST_LANGUAGES = ['ru', 'en', 'uz'];

/**
 * A React 19 host composing the kit's elements with typed props and `on<event>` listeners
 * (React 19 adds a listener for `onvt-cart-change` as the `vt-cart-change` event).
 */
export function App() {
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [switcherDefined, setSwitcherDefined] = useState(false);
  const goods = useSampleGoods();

  const log = useCallback(
    <K extends EventName>(name: K) =>
      (event: CustomEvent<VitrinaEventMap[K]>) => {
        setEvents((list) => [{ id: (list[0]?.id ?? 0) + 1, name, detail: event.detail }, ...list].slice(0, 20));
      },
    [],
  );

  useEffect(() => {
    let live = true;
    void customElements.whenDefined('vt-locale-switcher').then(() => live && setSwitcherDefined(true));
    return () => {
      live = false;
    };
  }, []);

  const onSearch = useCallback(
    (event: CustomEvent<VitrinaEventMap['vt-search-submit']>) => {
      // The host keeps the shopper on its page: it takes the navigation over.
      event.preventDefault();
      log('vt-search-submit')(event);
    },
    [log],
  );

  return (
    <>
      <header className="host-header">
        <p className="host-logo">React host</p>
        <vt-search layout="desktop" results-url="/examples/react.html" onvt-search-submit={onSearch} />
        <vt-locale-switcher
          languages={switcherDefined ? HOST_LANGUAGES : undefined}
          onvt-language-change={log('vt-language-change')}
          onvt-currency-change={log('vt-currency-change')}
        />
      </header>
      <main>
        <h1>A React 19 application using Vitrina elements</h1>
        <p>This page bundles its own React; the elements come from one script tag of the kit.</p>
        <vt-cookie-notice inline onvt-cookie-consent={log('vt-cookie-consent')} />
        {goods ? (
          <div className="goods">
            <vt-add-to-cart product={goods.product} size={goods.size} onvt-cart-change={log('vt-cart-change')} onvt-cart-error={log('vt-cart-error')} />
            <vt-favorite-toggle product={goods.product} size={goods.size} onvt-favorite-change={log('vt-favorite-change')} />
          </div>
        ) : null}
        <EventLog events={events} />
      </main>
    </>
  );
}
