import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { notFound } from '../errors';
import { SERVICE_MAP } from '../service-map';
import { cardContext, detailView } from '../views/product';
import { shopLanguage } from '../../data/text';
import type { Seller } from '../../data/sellers';
import { certificateFor, instructionFor, instructionPdf, instructionProduct } from '../../data/documents';
import { feedbackVideo } from './feedback-video';
import { DEMO_TAGS, hasPictureMap, hasRichContent, pictureMapFor, richContentFor, tagsFor } from '../../data/rich-content';

/** storefront-shell.md §9 image sizes (tm, c246x328, c516x688) plus the big ones of the card gallery. */
export const IMAGE_SIZES: Record<string, [number, number]> = {
  tm: [90, 120],
  c246x328: [246, 328],
  c516x688: [516, 688],
  big: [900, 1200],
  hq: [1200, 1600],
};
/** Feedback photo sizes. */
export const PHOTO_SIZES: Record<string, [number, number]> = { ms: [120, 120], fs: [600, 600], tm: [90, 120] };
/** Seller logos (storefront-shell.md §3 favourite seller logo_url), drawn at 2x a 48 px box. */
export const SELLER_LOGO_SIZE = 96;
const IMAGE_CACHE = { 'Cache-Control': 'public, max-age=86400' };

const PRODUCT_IMAGE = /\/part(\d+)\/(\d+)\/images\/([a-z0-9]+)\/(\d+)\.webp$/;
const PRODUCT_INFO = /\/part(\d+)\/(\d+)\/info\/(.+)$/;
/** .../part{n}/{photoId}/photos/{size}.webp (the photo id picks what it shows; without one, the first). */
const FEEDBACK_PHOTO = /(?:\/(\d+))?\/photos\/([a-z0-9]+)\.webp$/;
/** A banner's picture: {id}.webp in the default language (ru), {id}-{lang}.webp in another (views/banner.ts). */
const BANNER_IMAGE = /^\/banners\/(\d+)(?:-([a-z]{2}))?\.webp$/;
/** A banner at one of the §9 image sizes: that width, the banner's own proportions (core/banners/picture.ts). */
const BANNER_SIZED_IMAGE = /^\/banners\/([a-z0-9]+)\/(\d+)(?:-([a-z]{2}))?\.webp$/;

export async function sendWebp(c: Ctx, bytes: Promise<Buffer>): Promise<Response> {
  return c.body(new Uint8Array(await bytes), 200, { 'Content-Type': 'image/webp', ...IMAGE_CACHE });
}

/** sellers.json: the product's seller with every legal field of routing-wallet §3 "Seller". */
function sellersInfo(supplierId: number, seller: Seller) {
  const { name, fineName, trademark, ogrn, ogrnip, inn, kpp, unp, bin, unn, taxpayerCode, legalAddress, orgForms, isUnknown } = seller;
  return { supplierId, supplierName: name, fineName, trademark, ogrn, ogrnip, inn, kpp, unp, bin, unn, taxpayerCode, legalAddress, orgForms, isUnknown };
}

/**
 * {images}/[host-prefix/]part{n}/{nmId}/info/... : card.json, price-history.json, sellers.json,
 * certificate.json, ru/rich_v1.json, tags/{tag}.json and tags/picMap.json (others 404, which the
 * client reads as null).
 */
function productInfo(c: Ctx, deps: Deps, nmId: number, rest: string): Response {
  const product = deps.data.productById.get(nmId);
  if (!product) throw notFound(`no product ${nmId}`);
  const card = /^(ru|en|ka|kk|ky|uz)\/card\.json$/.exec(rest);
  if (card) {
    // card.json: the card's text in the language, with what it points to (certificate, instruction).
    const detail = detailView(deps.data, product, cardContext({ lang: shopLanguage(card[1]) }));
    const instruction = instructionFor(nmId);
    return c.json({
      ...detail,
      nm_id: nmId,
      certificate: { verified: certificateFor(nmId) !== null },
      ...(instruction ? { instruction } : {}),
      tags: tagsFor(product),
      rich_content: hasRichContent(product),
      pic_map: hasPictureMap(product),
    });
  }
  if (rest === 'ru/rich_v1.json') {
    if (!hasRichContent(product)) throw notFound(`no rich content for product ${nmId}`);
    // Its picture is the product's own, on the host this file came from.
    const base = c.req.url.slice(0, c.req.url.lastIndexOf('/info/'));
    return c.json(richContentFor(product, (index) => `${base}/images/c516x688/${index}.webp`));
  }
  if (rest === 'tags/picMap.json') {
    if (!hasPictureMap(product)) throw notFound(`no picture map for product ${nmId}`);
    return c.json(pictureMapFor(product));
  }
  const tag = /^tags\/([a-z0-9_-]+)\.json$/.exec(rest)?.[1];
  if (tag && tagsFor(product).includes(tag) && Object.hasOwn(DEMO_TAGS, tag)) return c.json({ tag, ...DEMO_TAGS[tag] });
  if (rest === 'certificate.json') {
    const certificate = certificateFor(nmId);
    if (!certificate) throw notFound(`no certificate for product ${nmId}`);
    return c.json(certificate);
  }
  if (rest === 'price-history.json') return c.json(product.priceHistory.map((p) => ({ dt: p.dt, price: { RUB: p.price } })));
  if (rest === 'sellers.json') {
    const seller = deps.data.sellerById.get(product.supplierId);
    if (!seller) throw notFound(`no seller for product ${nmId}`);
    return c.json(sellersInfo(product.supplierId, seller));
  }
  throw notFound(`no ${rest} for product ${nmId}`);
}

/**
 * The images group (/cdn): product images at {host}/part{n}/{nmId}/images/{size}/{index}.webp, where
 * host is one of the upstreams' hosts ({origin}/cdn/basket-NN) or the bare group. n is floor(nmId/1000)
 * by convention; the server does not insist on it. Pictures are drawn by pictures/ (WebP).
 */
export function registerImages(app: Hono<AppEnv>, deps: Deps): void {
  // User-mark highlight endpoints (storefront-shell.md §7 Content URLs): accepted and logged.
  app.on(['GET', 'POST'], [`${SERVICE_MAP.images}/w/users/mark`, `${SERVICE_MAP.images}/highlight-api/api/v1/w/users/mark`], async (c) => {
    deps.logs.add('user-mark', c.req.query(), c.req.method === 'POST' ? await c.req.text() : null);
    return c.body(null, 204);
  });

  app.get(`${SERVICE_MAP.images}/*`, async (c) => {
    const path = c.req.path.slice(SERVICE_MAP.images.length);
    const video = await feedbackVideo(c, deps, path);
    if (video) return video;
    const image = PRODUCT_IMAGE.exec(path);
    if (image) {
      const [, , nm, sizeName, indexText] = image;
      const product = deps.data.productById.get(Number(nm));
      const size = IMAGE_SIZES[sizeName!];
      const index = Number(indexText);
      if (!product || !size || index < 1 || index > product.pics) throw notFound('no such image');
      return sendWebp(c, deps.pictures.product(product, index, size[0], size[1]));
    }
    const info = PRODUCT_INFO.exec(path);
    if (info) return productInfo(c, deps, Number(info[2]), info[3]!);
    const photo = FEEDBACK_PHOTO.exec(path);
    if (photo) {
      const size = PHOTO_SIZES[photo[2]!];
      if (!size) throw notFound('no such photo size');
      return sendWebp(c, deps.pictures.feedbackPhoto(Number(photo[1] ?? 0), size[0], size[1]));
    }
    const banner = BANNER_IMAGE.exec(path);
    if (banner) {
      const record = deps.data.banners.find((b) => b.id === Number(banner[1]));
      if (!record) throw notFound('no such banner');
      return sendWebp(c, deps.pictures.banner(record, banner[2] ?? 'ru', record.width, record.height));
    }
    const sizedBanner = BANNER_SIZED_IMAGE.exec(path);
    if (sizedBanner) {
      const record = deps.data.banners.find((b) => b.id === Number(sizedBanner[2]));
      const width = IMAGE_SIZES[sizedBanner[1]!]?.[0];
      if (!record || width === undefined) throw notFound('no such banner size');
      const height = Math.max(1, Math.round((width * record.height) / record.width));
      return sendWebp(c, deps.pictures.banner(record, sizedBanner[3] ?? 'ru', width, height));
    }
    throw notFound('no such content');
  });

  // The seller's PDF instruction (storefront-shell.md §7 "PDF instruction {uuid}/{type_id}.pdf").
  app.get(`${SERVICE_MAP.static}/instructions/:shard{[0-9][0-9]}/:uuid/:file{[0-9]+\\.pdf}`, (c) => {
    const nmId = instructionProduct(c.req.param('uuid'));
    const record = nmId === undefined ? null : instructionFor(nmId);
    const product = nmId === undefined ? undefined : deps.data.productById.get(nmId);
    if (!record || !product || c.req.param('file') !== `${record.type_id}.pdf` || Number(c.req.param('shard')) !== record.shard)
      throw notFound('no such instruction');
    const pdf = instructionPdf([`Instructions for product ${nmId}`, `Article ${nmId}`, 'Read before use. Keep for future reference.']);
    return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf', ...IMAGE_CACHE });
  });

  app.get(`${SERVICE_MAP.static}/sellers/:file{\\d+}/logo.webp`, (c) => {
    const seller = deps.data.sellerById.get(Number(c.req.param('file')));
    if (!seller) throw notFound('no such seller');
    return sendWebp(c, deps.pictures.sellerLogo(seller, SELLER_LOGO_SIZE));
  });
}
