import { describe, expect, it } from 'vitest';
import { freshRuntime } from '../fresh-runtime';
import { getStore } from '../../../core/platform/store';
import { adultConfirmedAtAtom, followAdultConfirmation } from '../../../core/domain/banners';
import { consentAtom, initConsent } from '../../../core/domain/settings';
import { deliveryWayAtom } from '../../../core/domain/cart';

/** A tab channel whose messages the test delivers by hand, as another tab's would arrive. */
function fakeChannel() {
  const channel = { onmessage: null as ((event: { data: unknown }) => void) | null, postMessage: () => {}, close: () => {} };
  const fromOtherTab = (topic: string, payload: unknown) => channel.onmessage?.({ data: { topic, payload } });
  return { channel, fromOtherTab };
}

function pageWithChannel() {
  const tabs = fakeChannel();
  const runtime = freshRuntime({ broadcastChannel: () => tabs.channel as unknown as BroadcastChannel });
  return { runtime, fromOtherTab: tabs.fromOtherTab };
}

describe('cross-tab followers belong to the runtime: started once, stopped by dispose(), no reset hooks', () => {
  it("storefront-shell.md §4 cookie notice synced across tabs: the page follows another tab's answer until disposed", () => {
    const first = pageWithChannel();
    initConsent();
    initConsent(); // a second notice on the page adds no second listener
    first.fromOtherTab('cookie-consent', 'accepted');
    expect(getStore().get(consentAtom)).toBe('accepted');
    const firstStore = getStore();
    first.runtime.dispose();
    first.fromOtherTab('cookie-consent', 'declined');
    expect(firstStore.get(consentAtom)).toBe('accepted');

    const second = pageWithChannel();
    initConsent();
    second.fromOtherTab('cookie-consent', 'declined');
    expect(getStore().get(consentAtom)).toBe('declined');
    second.runtime.dispose();
  });

  it("an adult confirmation in another tab reaches a new runtime's store, not a disposed one's", () => {
    const first = pageWithChannel();
    followAdultConfirmation();
    const firstStore = getStore();
    first.runtime.dispose();
    const second = pageWithChannel();
    followAdultConfirmation();
    second.fromOtherTab('adult:confirmed', 1_700_000_000_000);
    first.fromOtherTab('adult:confirmed', 1_800_000_000_000);
    expect(getStore().get(adultConfirmedAtAtom)).toBe(1_700_000_000_000);
    expect(firstStore.get(adultConfirmedAtAtom)).not.toBe(1_800_000_000_000);
    second.runtime.dispose();
  });

  it('the delivery way follows other tabs while something shows it, in that runtime', () => {
    const page = pageWithChannel();
    const stop = getStore().sub(deliveryWayAtom, () => {});
    page.fromOtherTab('cart:delivery-way', 'courier');
    expect(getStore().get(deliveryWayAtom)).toBe('courier');
    page.fromOtherTab('cart:delivery-way', 'teleport');
    expect(getStore().get(deliveryWayAtom)).toBe('courier');
    stop();
    page.runtime.dispose();
  });
});
