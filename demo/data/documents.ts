/**
 * The demo's product documents (storefront-shell.md §7 content URLs): a certificate or declaration
 * of conformity for every third product, a seller's PDF instruction for every fourth. Derived
 * from the product number, so the data needs no extra random draws and stays deterministic.
 */
const CERTIFICATE_EVERY = 3;
const INSTRUCTION_EVERY = 4;
/** Instructions are spread over this many static shards (two digits, like the content shards). */
export const INSTRUCTION_SHARDS = 12;
const ISSUERS = ['ООО «Центр сертификации»', 'АНО «Ростест-Эксперт»', 'ООО «Стандарт-Тест»'];

export interface CertificateRecord {
  type: 'certificate' | 'declaration';
  number: string;
  issuer: string;
  date_from: string;
  date_to: string;
}

export interface InstructionRecord {
  shard: number;
  uuid: string;
  type_id: number;
}

export function certificateFor(nmId: number): CertificateRecord | null {
  if (nmId % CERTIFICATE_EVERY !== 0) return null;
  const declaration = nmId % 2 === 0;
  const year = 2024 + (nmId % 3);
  const month = String((nmId % 12) + 1).padStart(2, '0');
  return {
    type: declaration ? 'declaration' : 'certificate',
    number: `${declaration ? 'ЕАЭС N RU Д-RU.РА01.В.' : 'ЕАЭС RU С-RU.АЯ46.В.'}${String(nmId).padStart(5, '0').slice(-5)}/${String(year).slice(2)}`,
    issuer: ISSUERS[nmId % ISSUERS.length]!,
    date_from: `${year}-${month}-01`,
    date_to: `${year + 5}-${month}-01`,
  };
}

export function instructionFor(nmId: number): InstructionRecord | null {
  if (nmId % INSTRUCTION_EVERY !== 0) return null;
  return { shard: (nmId % INSTRUCTION_SHARDS) + 1, uuid: `00000000-0000-4000-8000-${nmId.toString(16).padStart(12, '0')}`, type_id: 1 };
}

/** The product a demo instruction's uuid belongs to (the inverse of instructionFor), or undefined. */
export function instructionProduct(uuid: string): number | undefined {
  const match = /^00000000-0000-4000-8000-([0-9a-f]{12})$/.exec(uuid);
  return match ? Number.parseInt(match[1]!, 16) : undefined;
}

/** A one-page PDF with the given ASCII lines (the 14 standard fonts carry no Cyrillic). */
export function instructionPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = ['BT', '/F1 18 Tf', '72 760 Td', '24 TL', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
