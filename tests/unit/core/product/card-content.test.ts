import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reshapeCardContent, reshapeCertificate } from '../../../../contracts/products/card-content';
import { cardContentAtom, certificateAtom, instructionUrl, loadCardContent, loadCertificate } from '../../../../core/domain/catalog/product/card-content';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, resetPage, status } from '../http-fakes';

const CARD = {
  nm_id: 123456,
  description: 'Платье из хлопка',
  options: [{ name: 'Состав', value: 'хлопок 100%' }, { name: 'bad' }],
  grouped_options: [{ group_name: 'Уход', options: [{ name: 'Стирка', value: '30 °C' }] }],
  certificate: { verified: true },
  instruction: { shard: 3, uuid: '00000000-0000-4000-8000-00000001e240', type_id: 1 },
};

describe('card.json (storefront-shell.md §7 .../info/{lang}/card.json)', () => {
  it('reads the text, options, grouped options, the certificate flag and the §3 PDF instruction record (shard, uuid, type_id)', () => {
    expect(reshapeCardContent(CARD)).toEqual({
      nmId: 123456,
      description: 'Платье из хлопка',
      options: [{ name: 'Состав', value: 'хлопок 100%' }],
      groupedOptions: [{ name: 'Уход', options: [{ name: 'Стирка', value: '30 °C' }] }],
      hasCertificate: true,
      instruction: { shard: 3, uuid: '00000000-0000-4000-8000-00000001e240', type_id: 1 },
      tags: [],
      hasRichContent: false,
      hasPictureMap: false,
    });
    expect(reshapeCardContent({ nm_id: 5, instruction: { shard: 0, uuid: 'x', type_id: 1 } })).toMatchObject({ hasCertificate: false, instruction: null });
    expect(() => reshapeCardContent({ description: 'no id' })).toThrow(TypeError);
  });

  it('§7 the PDF instruction is {uuid}/{type_id}.pdf on the static host; a hostile uuid gives no link', () => {
    resetPage();
    expect(instructionUrl(CARD.instruction)).toBe('http://localhost:3000/static/instructions/03/00000000-0000-4000-8000-00000001e240/1.pdf');
    expect(instructionUrl({ shard: 3, uuid: '../../etc/passwd', type_id: 1 })).toBeUndefined();
  });

  it('certificate.json: kind, number, issuer and ISO validity dates; no number is refused', () => {
    expect(reshapeCertificate({ type: 'declaration', number: ' ЕАЭС N RU Д-1 ', issuer: 'ООО «Тест»', date_from: '2024-01-01', date_to: 'soon' })).toEqual({
      kind: 'declaration',
      number: 'ЕАЭС N RU Д-1',
      issuer: 'ООО «Тест»',
      validFrom: '2024-01-01',
    });
    expect(reshapeCertificate({ number: 'C-1' }).kind).toBe('certificate');
    expect(() => reshapeCertificate({ type: 'certificate' })).toThrow(TypeError);
  });

  describe('loading', () => {
    beforeEach(() => resetPage());
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
    it('§7 GET .../info/{lang}/card.json once per product and language', async () => {
      const calls = fakeFetch(() => json(CARD));
      await Promise.all([loadCardContent(123456, 'kk'), loadCardContent(123456, 'kk')]);
      await loadCardContent(123456, 'ru');
      expect(calls.map((c) => c.url.replace(/^.*\/part/, '/part'))).toEqual(['/part123/123456/info/kk/card.json', '/part123/123456/info/ru/card.json']);
      expect(getStore().get(cardContentAtom)['123456/kk']?.description).toBe('Платье из хлопка');
    });
    it('§7 GET .../info/certificate.json; "404 gives null" silently, a broken file null with one logged error', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = fakeFetch(() => status(404));
      await loadCertificate(223456);
      expect(calls[0]!.url).toMatch(/\/part223\/223456\/info\/certificate\.json$/);
      expect(getStore().get(certificateAtom)[223456]).toBeNull();
      expect(errors).not.toHaveBeenCalled();
      fakeFetch(() => json(['not', 'a', 'certificate']));
      await loadCertificate(223457);
      expect(getStore().get(certificateAtom)[223457]).toBeNull();
      expect(errors).toHaveBeenCalledTimes(1);
    });
  });
});
