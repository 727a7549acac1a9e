// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestDemo, type TestDemo } from './helpers';
import { DEMO_CLIPS, feedbackMediaFor } from '../../../demo/data/feedback-media';
import type { ProductRecord } from '../../../demo/data/products';

let demo: TestDemo;
let product: ProductRecord;
beforeAll(async () => {
  demo = await startTestDemo();
  const { products } = demo.deps.data;
  product = products.find((p, i) => p.hasPrice && feedbackMediaFor(p, i, products.length).some((m) => 'video' in m))!;
});
afterAll(async () => {
  await demo?.stop();
});

describe('demo feedback media (routing-wallet §3 "Feedback media", shell §7 feedback photos and video preview)', () => {
  it('the detail card lists videos with id part/part and durationSec, then photo ids', async () => {
    const answer = await json(await demo.get(`/svc/catalog/cards/detail?nm=${product.nmId}`));
    const media = answer.data.products[0].feedbackMedia as { photo?: number; video?: { id: string; durationSec: number } }[];
    const video = media.find((m) => m.video)!.video!;
    expect(video.id).toMatch(/^\d+\/\d+-\d+$/);
    expect(DEMO_CLIPS.map((c) => c.durationSec)).toContain(video.durationSec);
    expect(media.some((m) => typeof m.photo === 'number')).toBe(true);
  });

  it('serves the mp4 whole and by byte range, its preview, and 404 for a video the product has not', async () => {
    const media = feedbackMediaFor(product, demo.deps.data.products.indexOf(product), demo.deps.data.products.length);
    const id = media.flatMap((m) => ('video' in m ? [m.video.id] : []))[0]!;
    const whole = await demo.get(`/cdn/video-03/${id}/mp4/360p/1.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');

    const part = await demo.get(`/cdn/${id}/mp4/360p/1.mp4`, { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await demo.get(`/cdn/${id}/mp4/360p/1.mp4`, { Range: `bytes=${bytes.length}-` })).status).toBe(416);

    const preview = await demo.get(`/cdn/${id}/preview.webp`);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect((await demo.get(`/cdn/${id.replace(/-\d+$/, '-9')}/mp4/360p/1.mp4`)).status).toBe(404);
    expect((await demo.get(`/cdn/999/${product.nmId}-1/mp4/360p/1.mp4`)).status).toBe(404);
  });
});
