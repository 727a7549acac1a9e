import { atom } from 'jotai/vanilla';
import {
  reshapeCardContent,
  reshapeCertificate,
  reshapePictureMap,
  reshapeProductTag,
  reshapeRichContent,
  type CardContent,
  type InstructionRecord,
  type PictureMap,
  type ProductCertificate,
  type ProductTag,
  type RichContent,
} from '../../../../contracts/products';
import type { Language } from '../../../../contracts/locales';
import { cardInfoUrl, cardTagUrl, certificateUrl, pdfInstructionUrl, picMapUrl, richContentUrl } from '../../settings';
import { serviceUrl } from '../../../transport/services';
import { readProductInfo } from './info-read';

/** "{nmId}/{language}" -> the product's card.json in that language; null when none. */
export const cardContentAtom = atom<Record<string, CardContent | null>>({});
/** nmId -> its certificate.json; null when none. */
export const certificateAtom = atom<Record<string, ProductCertificate | null>>({});

export const cardContentKey = (nmId: number, language: Language): string => `${nmId}/${language}`;

/** GET .../info/{lang}/card.json (storefront-shell.md §7): the card's text in the shopper's language. */
export function loadCardContent(nmId: number, language: Language): Promise<void> {
  return readProductInfo(cardContentAtom, cardContentKey(nmId, language), nmId, (host) => cardInfoUrl(host, nmId, language), reshapeCardContent, 'card.json');
}

/** GET .../info/certificate.json (storefront-shell.md §7), asked only for a card whose card.json says it has one. */
export function loadCertificate(nmId: number): Promise<void> {
  return readProductInfo(certificateAtom, String(nmId), nmId, (host) => certificateUrl(host, nmId), reshapeCertificate, 'certificate');
}

/** Where the instructions live: the static group, one folder per shard (the spec gives the file name only). */
export const INSTRUCTION_HOST_TEMPLATE = '/instructions/{shard}';

/** §7 "PDF instruction {uuid}/{type_id}.pdf" on the static host; undefined when the record is unusable. */
export function instructionUrl(record: InstructionRecord): string | undefined {
  try {
    return pdfInstructionUrl(serviceUrl('static') + INSTRUCTION_HOST_TEMPLATE, record);
  } catch {
    return undefined;
  }
}

/** nmId -> its rich content; nmId/tag -> a tag; nmId -> its picture map (null when none). */
export const richContentAtom = atom<Record<string, RichContent | null>>({});
export const productTagsAtom = atom<Record<string, ProductTag | null>>({});
export const pictureMapAtom = atom<Record<string, PictureMap | null>>({});

/** GET .../info/ru/rich_v1.json (storefront-shell.md §7), for a card whose card.json says it has one. */
export function loadRichContent(nmId: number): Promise<void> {
  return readProductInfo(richContentAtom, String(nmId), nmId, (host) => richContentUrl(host, nmId), reshapeRichContent, 'rich content');
}

/** GET .../info/tags/{tag}.json (§7) for each tag card.json lists. */
export function loadProductTags(nmId: number, tags: readonly string[]): Promise<void> {
  return Promise.all(
    tags.map((tag) => readProductInfo(productTagsAtom, `${nmId}/${tag}`, nmId, (host) => cardTagUrl(host, nmId, tag), reshapeProductTag, `tag ${tag}`)),
  ).then(() => undefined);
}

/** GET .../info/tags/picMap.json (§7 "or picMap.json"), for a card whose card.json says it has one. */
export function loadPictureMap(nmId: number): Promise<void> {
  return readProductInfo(pictureMapAtom, String(nmId), nmId, (host) => picMapUrl(host, nmId), reshapePictureMap, 'picture map');
}
