import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { feedbackMediaFor } from '../../demo/data/feedback-media';

/**
 * Shoppers' photos and videos on the product card (routing-wallet §3 "Feedback media"; shell §7
 * "Feedback photos", "Feedback video preview"; shell §9 "video popup width 855").
 */
function productWithVideo() {
  const { products } = generateDemoData();
  const index = products.findIndex((p, i) => p.hasPrice && !p.adult && feedbackMediaFor(p, i, products.length).some((m) => 'video' in m));
  if (index < 0) throw new Error('the demo data has no product with feedback videos');
  const product = products[index]!;
  const media = feedbackMediaFor(product, index, products.length);
  const videos = media.flatMap((m) => ('video' in m ? [m.video] : []));
  return { nmId: product.nmId, name: product.name.ru, videos, photos: media.length - videos.length, count: media.length };
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

test.describe("product card: buyers' photos and videos", () => {
  test('§9 a shopper opens a video in a popup 855 px wide and it plays; Escape closes it; a photo opens larger', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { nmId, name, videos, photos, count } = productWithVideo();
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    const strip = card.getByRole('region', { name: 'Фото и видео покупателей' });
    await expect(strip.getByRole('button')).toHaveCount(count);

    const first = videos[0]!;
    const open = strip.getByRole('button', { name: `Смотреть видео покупателя 1 из ${count}, ${minutes(first.durationSec)}` });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = card.getByRole('dialog', { name: 'Видео покупателя' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBe(855);
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(first.durationSec);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    if (photos > 0) {
      const index = videos.length + 1;
      await strip.getByRole('button', { name: `Открыть фото покупателя ${index} из ${count}` }).click();
      const photoDialog = card.getByRole('dialog', { name: 'Фото покупателя' });
      const photo = photoDialog.getByRole('img', { name: `Фото покупателя ${index} из ${count}` });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
      await photoDialog.getByRole('button', { name: 'Закрыть' }).click();
      await expect(photoDialog).toBeHidden();
    }
  });

  test('at 390 px a broken video shows its preview and a retry that plays it once the file is back', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { nmId, name, videos, count } = productWithVideo();
    const first = videos[0]!;
    let broken = true;
    await page.route(
      (url) => url.pathname.endsWith(`/${first.id}/mp4/360p/1.mp4`),
      (route) => (broken ? route.fulfill({ status: 200, contentType: 'video/mp4', body: 'not a video' }) : route.continue()),
    );
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    const open = card.getByRole('button', { name: `Смотреть видео покупателя 1 из ${count}, ${minutes(first.durationSec)}` });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = card.getByRole('dialog', { name: 'Видео покупателя' });
    await expect(dialog.getByRole('alert')).toContainText('Видео не загрузилось');
    expect((await dialog.boundingBox())!.width).toBe(390);
    const poster = dialog.locator('img.media-video__poster');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    broken = false;
    await dialog.getByRole('button', { name: 'Повторить' }).click();
    const video = dialog.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.error), { timeout: 20_000 }).toBe(true);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});
