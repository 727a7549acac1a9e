/**
 * The product's static content file, .../info/{lang}/card.json (storefront-shell.md §7 "Content
 * URLs built on the client"), and the files it points to: certificate.json and the PDF
 * instruction (§3 "Media helper records: PDF instruction (shard, uuid, type_id)").
 */
import { isRecord, readBoolean, readInteger, readNonBlankString, readString, type WireRecord } from '../wire';
import { readGroup, readOptions, type OptionGroup, type ProductOption } from './detail';
import { readTagSlugs } from './rich-content';

/** §3 "PDF instruction (shard, uuid, type_id)". */
export interface InstructionRecord {
  shard: number;
  uuid: string;
  type_id: number;
}

export interface CardContent {
  nmId: number;
  /** The description in the file's language ('' when none). */
  description: string;
  options: ProductOption[];
  groupedOptions: OptionGroup[];
  /** The product has a certificate or declaration of conformity (read from certificate.json). */
  hasCertificate: boolean;
  /** The PDF instruction, when the seller gave one. */
  instruction: InstructionRecord | null;
  /** The product's tags (slugs of .../info/tags/{tag}.json, storefront-shell.md §7). */
  tags: string[];
  /** The seller gave rich content (.../info/ru/rich_v1.json) and a picture map (.../info/tags/picMap.json). */
  hasRichContent: boolean;
  hasPictureMap: boolean;
}

function readInstruction(value: unknown): InstructionRecord | null {
  if (!isRecord(value)) return null;
  const shard = readInteger(value, 'shard');
  const uuid = readString(value, 'uuid');
  const typeId = readInteger(value, 'type_id');
  return shard !== undefined && shard > 0 && uuid && typeId !== undefined && typeId > 0 ? { shard, uuid, type_id: typeId } : null;
}

/** card.json `{nm_id, description, options, grouped_options, certificate:{verified}, instruction}`; TypeError without a product number. */
export function reshapeCardContent(raw: unknown): CardContent {
  if (!isRecord(raw)) throw new TypeError('card.json is not an object');
  const nmId = readInteger(raw, 'nm_id') ?? readInteger(raw, 'nmId') ?? readInteger(raw, 'id');
  if (nmId === undefined || nmId <= 0) throw new TypeError('card.json has no nm_id');
  const groups = raw.grouped_options ?? raw.groupedAddedOptions;
  const certificate: WireRecord = isRecord(raw.certificate) ? raw.certificate : {};
  return {
    nmId,
    description: readString(raw, 'description') ?? '',
    options: readOptions(raw.options),
    groupedOptions: Array.isArray(groups) ? groups.flatMap(readGroup) : [],
    hasCertificate: readBoolean(certificate, 'verified') ?? false,
    instruction: readInstruction(raw.instruction),
    tags: readTagSlugs(raw.tags),
    hasRichContent: readBoolean(raw, 'rich_content') ?? false,
    hasPictureMap: readBoolean(raw, 'pic_map') ?? false,
  };
}

export type CertificateKind = 'certificate' | 'declaration';

/** certificate.json: a certificate or declaration of conformity. */
export interface ProductCertificate {
  kind: CertificateKind;
  number: string;
  issuer: string;
  /** ISO dates (YYYY-MM-DD), when given. */
  validFrom?: string;
  validTo?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (record: WireRecord, key: string): string | undefined => {
  const value = readString(record, key);
  return value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
};

/** certificate.json `{type, number, issuer, date_from, date_to}`; TypeError without a number. */
export function reshapeCertificate(raw: unknown): ProductCertificate {
  if (!isRecord(raw)) throw new TypeError('certificate.json is not an object');
  const number = readNonBlankString(raw, 'number')?.trim();
  if (!number) throw new TypeError('certificate.json has no number');
  const validFrom = isoDate(raw, 'date_from');
  const validTo = isoDate(raw, 'date_to');
  return {
    kind: readString(raw, 'type') === 'declaration' ? 'declaration' : 'certificate',
    number,
    issuer: readNonBlankString(raw, 'issuer')?.trim() ?? '',
    ...(validFrom ? { validFrom } : {}),
    ...(validTo ? { validTo } : {}),
  };
}
