import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { axeViolations, cleanup, clearCookies, mount, vitrina, waitFor } from './helpers';
import { detailCard, installProductFetch } from './product-fakes';

// Shoppers' photos and videos on the product card (routing-wallet §3 "Feedback media"; shell §7
// feedback photos and video preview; shell §9 "video popup width 855", "Escape closes popups").
// The test server plays a real clip for video keys starting with "ok-" (wtr.config.mjs) and 404s the rest.
installProductFetch();
await vitrina.configure({ services: '/product-test-services.json' });

type CardElement = HTMLElement & { product?: unknown };
const MEDIA = [{ video: { id: '5/ok-clip', durationSec: 75 } }, { video: { id: '5/broken-clip', durationSec: 3725 } }, { photo: 250001 }, { photo: 250002 }];

async function cardWithMedia(feedbackMedia: unknown = MEDIA): Promise<{ element: CardElement; root: ShadowRoot }> {
  const element = await mount<CardElement>('<vt-product-card variant="popup"></vt-product-card>', 'vt-product-card');
  element.product = detailCard(3001, { feedbackMedia });
  const root = element.shadowRoot!;
  await waitFor(() => root.querySelector('[part="title"]'));
  return { element, root };
}

const strip = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('.media-strip button')];
const dialog = (root: ShadowRoot) => root.querySelector<HTMLDialogElement>('dialog.media-dialog')!;

describe('<vt-product-card> feedback photos and videos', () => {
  afterEach(async () => {
    cleanup();
    clearCookies();
    await setViewport({ width: 800, height: 600 });
  });

  it('a strip of thumbnails named for a screen reader, videos with their duration (routing-wallet §5: 75 s is 1:15, 3725 s is 1:02:05)', async () => {
    const { root } = await cardWithMedia();
    const section = root.querySelector('[part="feedback-media"]')!;
    expect(section.querySelector('h3')!.textContent).to.equal('Фото и видео покупателей');
    const buttons = strip(root);
    expect(buttons.map((b) => b.querySelector('img, [role="img"]')!.getAttribute(b.querySelector('img') ? 'alt' : 'aria-label'))).to.deep.equal([
      'Смотреть видео покупателя 1 из 4, 1:15',
      'Смотреть видео покупателя 2 из 4, 1:02:05',
      'Открыть фото покупателя 3 из 4',
      'Открыть фото покупателя 4 из 4',
    ]);
    expect(buttons.map((b) => b.querySelector('.media-thumb__duration')?.textContent ?? null)).to.deep.equal(['1:15', '1:02:05', null, null]);
    expect(new URL(buttons[2]!.querySelector('img')!.src).pathname).to.equal('/cdn/part250/250001/photos/tm.webp');
    expect(await axeViolations(section)).to.deep.equal([]);
  });

  it('a video opens in a dialog 855 px wide with controls and plays; Escape closes it and focus returns', async () => {
    await setViewport({ width: 1366, height: 900 });
    const { root } = await cardWithMedia();
    const [videoButton] = strip(root);
    videoButton!.focus();
    await sendKeys({ press: 'Enter' }); // a shopper's key press: the browser lets the video start
    const popup = dialog(root);
    await waitFor(() => popup.open && popup.querySelector('video'));
    expect(popup.getBoundingClientRect().width).to.equal(855);
    expect(popup.querySelector('h2')!.textContent).to.equal('Видео покупателя');
    const video = popup.querySelector('video')!;
    expect(video.controls).to.equal(true);
    expect(new URL(video.src).pathname).to.equal('/cdn/5/ok-clip/mp4/360p/1.mp4');
    expect(new URL(video.poster).pathname).to.equal('/cdn/5/ok-clip/preview.webp');
    await waitFor(() => video.currentTime > 0, 20_000);
    popup.dispatchEvent(new Event('cancel', { cancelable: true })); // what Escape fires on a modal dialog
    await waitFor(() => !popup.open);
    expect(popup.querySelector('video')).to.equal(null);
    expect(root.activeElement).to.equal(videoButton);
  });

  it('on a 390 px screen the popup is the screen wide; a video that does not load shows its preview and a retry that plays it once it is back', async () => {
    await setViewport({ width: 390, height: 844 });
    document.cookie = 'vt-video-broken=1; path=/';
    // Its own clip: one the browser has not kept from an earlier test.
    const { root } = await cardWithMedia([{ video: { id: '7/ok-retry', durationSec: 8 } }]);
    strip(root)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    const popup = dialog(root);
    await waitFor(() => popup.open);
    expect(popup.getBoundingClientRect().width).to.equal(390);
    await waitFor(() => popup.querySelector('[role="alert"]'), 20_000);
    expect(popup.querySelector('[role="alert"] p')!.textContent).to.equal('Видео не загрузилось');
    expect(popup.querySelector('video')).to.equal(null);
    const poster = popup.querySelector<HTMLImageElement>('img.media-video__poster')!;
    expect(new URL(poster.src).pathname).to.equal('/cdn/7/ok-retry/preview.webp');
    await waitFor(() => poster.complete && poster.naturalWidth > 0);

    clearCookies();
    const retry = popup.querySelector<HTMLButtonElement>('.media-video__retry')!;
    expect(retry.textContent).to.equal('Повторить');
    retry.focus();
    await sendKeys({ press: 'Enter' });
    const video = await waitFor(() => popup.querySelector('video'));
    expect(new URL(video.src).search).to.equal('?retry=1'); // past what the browser kept of the failure
    await waitFor(() => video.readyState >= 2 && !video.error, 20_000);
    expect(popup.querySelector('[role="alert"]')).to.equal(null);
  });

  it('a video missing on every host shows the retry again after a retry', async () => {
    const { root } = await cardWithMedia();
    strip(root)[1]!.click();
    const popup = dialog(root);
    await waitFor(() => popup.querySelector('[role="alert"]'), 20_000);
    popup.querySelector<HTMLButtonElement>('.media-video__retry')!.click();
    await waitFor(() => popup.querySelector('[role="alert"]'), 20_000);
    expect(popup.querySelector('img.media-video__poster')).to.equal(null); // its preview is missing too: no broken image
  });

  it('a photo opens larger; the close button closes it', async () => {
    const { root } = await cardWithMedia();
    strip(root)[3]!.click();
    const popup = dialog(root);
    await waitFor(() => popup.open && popup.querySelector('.media-photo'));
    expect(popup.querySelector('h2')!.textContent).to.equal('Фото покупателя');
    // The photo is missing on the test server: its box stays, named, never a broken image.
    await waitFor(() => popup.querySelector('span.media-photo[role="img"]'));
    expect(popup.querySelector('.media-photo')!.getAttribute('aria-label')).to.equal('Фото покупателя 4 из 4');
    popup.querySelector<HTMLButtonElement>('.vt-dialog-close')!.click();
    await waitFor(() => !popup.open);
  });

  it('no media, or a hostile list, shows no strip', async () => {
    const { root } = await cardWithMedia([{ video: { id: '../../x', durationSec: 5 } }, { photo: 'x' }]);
    expect(root.querySelector('[part="feedback-media"]')).to.equal(null);
  });
});
