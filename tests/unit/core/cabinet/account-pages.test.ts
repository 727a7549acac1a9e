import { describe, expect, it } from 'vitest';
import {
  boundedText,
  c2cFee,
  c2cPriceProblem,
  C2C_FEE_PERCENT,
  C2C_MIN_PHOTOS,
  C2C_PRICE_MAX,
  C2C_PRICE_MIN,
  COMMENT_MAX_LENGTH,
  parsePriceMinor,
  reshapeClaimsPage,
  reshapeFiledClaim,
  reshapeMyFeedbacksPage,
  reshapeResaleAdPage,
  reshapeResaleQuestions,
  reshapeUploadedPhoto,
} from '../../../../contracts/cabinet';
import { photoFileProblem } from '../../../../widgets/cabinet/sections/photo-file';

const item = { rid: '1.6.0', orderId: '10006', nmId: 141663169, pics: 5, name: 'Палатка', brand: 'Katerom', price: 6527300, currency: 'RUB', date: 1764625881 };

describe('storefront-shell.md §9 the account pages rules', () => {
  it('§9 "Comment size limit 300", "C2C ad price range 50 to 25000; minimum C2C photos 3", "C2C fee 5"', () => {
    expect(COMMENT_MAX_LENGTH).toBe(300);
    expect([C2C_PRICE_MIN, C2C_PRICE_MAX, C2C_MIN_PHOTOS, C2C_FEE_PERCENT]).toEqual([50, 25000, 3, 5]);
  });

  it('§9 the C2C price range: 49 and 25001 are refused, 50 and 25000 pass, a rouble price has no kopecks', () => {
    const minor = (text: string) => parsePriceMinor(text);
    expect(c2cPriceProblem(minor('49'), 'RUB')).toBe('priceBelow');
    expect(c2cPriceProblem(minor('49,99'), 'RUB')).toBe('priceBelow');
    expect(c2cPriceProblem(minor('50'), 'RUB')).toBeNull();
    expect(c2cPriceProblem(minor('25 000'), 'RUB')).toBeNull();
    expect(c2cPriceProblem(minor('25001'), 'RUB')).toBe('priceAbove');
    expect(c2cPriceProblem(minor('25000.01'), 'BYN')).toBe('priceAbove');
    expect(c2cPriceProblem(minor(''), 'RUB')).toBe('priceMissing');
    expect(c2cPriceProblem(minor('12abc'), 'RUB')).toBe('priceMissing');
    expect(c2cPriceProblem(minor('1234,56'), 'RUB')).toBe('priceStep');
    expect(c2cPriceProblem(minor('1234,56'), 'BYN')).toBeNull();
    // KZT's step is 10 tenge
    expect(c2cPriceProblem(minor('1235'), 'KZT')).toBe('priceStep');
  });

  it('prices are read in major units with at most two decimals, to minor units', () => {
    expect(parsePriceMinor('1\u00A0250,5')).toBe(125050);
    expect(parsePriceMinor('1250.05')).toBe(125005);
    expect(parsePriceMinor('1250.055')).toBeUndefined();
    expect(parsePriceMinor('-5')).toBeUndefined();
  });

  it('§9 "C2C fee 5": the fee in minor units rounded once to the currency step, the payout the rest', () => {
    expect(c2cFee(100000, 'RUB')).toEqual({ feeMinor: 5000, payoutMinor: 95000 });
    // 5 % of 999 ₽ = 49.95 ₽ -> 50 ₽ (RUB step 1 ₽)
    expect(c2cFee(99900, 'RUB')).toEqual({ feeMinor: 5000, payoutMinor: 94900 });
    // BYN has coins: 5 % of 12.34 = 0.617 -> 0.62
    expect(c2cFee(1234, 'BYN')).toEqual({ feeMinor: 62, payoutMinor: 1172 });
    // KZT step 10 tenge: 5 % of 1 235 = 61.75 -> 60
    expect(c2cFee(123500, 'KZT')).toEqual({ feeMinor: 6000, payoutMinor: 117500 });
    for (const price of [5000, 77700, 2500000]) {
      const { feeMinor, payoutMinor } = c2cFee(price, 'RUB');
      expect(feeMinor + payoutMinor).toBe(price);
    }
  });

  it('§9 a comment of 300 characters is kept, 301 refused; blanks around it are trimmed', () => {
    expect(boundedText(` ${'я'.repeat(300)} `, COMMENT_MAX_LENGTH)).toBe('я'.repeat(300));
    expect(boundedText('я'.repeat(301), COMMENT_MAX_LENGTH)).toBeUndefined();
    expect(boundedText(42, COMMENT_MAX_LENGTH)).toBeUndefined();
  });

  it('a chosen photo: a non-image type or a file over 15 MB is refused before it is read', () => {
    expect(photoFileProblem({ type: 'text/plain', size: 10 })).toBe('photoType');
    expect(photoFileProblem({ type: '', size: 10 })).toBe('photoType');
    expect(photoFileProblem({ type: 'image/jpeg', size: 16 * 1024 * 1024 })).toBe('photoSize');
    expect(photoFileProblem({ type: 'image/png', size: 15 * 1024 * 1024 })).toBeNull();
  });
});

describe('contracts/cabinet readers drop bad entries, never throw', () => {
  it('claims: a claim without id, item or refund and an item without nmId are dropped; unknown status and reason read safely', () => {
    const page = reshapeClaimsPage({
      claims: [
        { id: 'c1', item, reason: 'defect', comment: 'Шов', status: 'refunded', date: 1765144281, refund: 6527300, refundCurrency: 'RUB' },
        { id: 'c2', item, reason: 'stolen', status: 'lost', refund: 100 },
        { item, refund: 100 },
        { id: 'c3', item: { ...item, nmId: 'x' }, refund: 100 },
        { id: 'c4', item, refund: -1 },
        'junk',
        null,
      ],
      claimable: [item, { rid: '', orderId: '1', nmId: 1 }, 7],
    });
    expect(page.claims.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(page.claims[0]).toMatchObject({
      status: 'refunded',
      reason: 'defect',
      dateMs: 1765144281000,
      refundMinor: 6527300,
      item: { nmId: 141663169, pics: 5 },
    });
    expect(page.claims[1]).toMatchObject({ status: 'review', reason: 'other', refundCurrency: 'RUB', dateMs: 0 });
    expect(page.claimable.map((i) => i.rid)).toEqual(['1.6.0']);
    expect(reshapeClaimsPage(null)).toEqual({ claims: [], claimable: [] });
    expect(reshapeClaimsPage({ claims: 'x', claimable: {} })).toEqual({ claims: [], claimable: [] });
  });

  it('a filed claim answer without a claim is refused (the request turns it into a malformed answer)', () => {
    expect(reshapeFiledClaim({ state: 0, value: { claim: { id: 'n', item, refund: 1 } } }).id).toBe('n');
    expect(() => reshapeFiledClaim({ state: 0, value: {} })).toThrow(TypeError);
  });

  it('reviews: stars outside 1–5 or not whole drop the review', () => {
    const page = reshapeMyFeedbacksPage({
      feedbacks: [
        { id: 'f1', item, stars: 5, text: 'Отлично', date: 1 },
        { id: 'f2', item, stars: 0 },
        { id: 'f3', item, stars: 6 },
        { id: 'f4', item, stars: 3.5 },
        { id: 'f5', item, stars: '4' },
      ],
      waiting: [item, { nmId: 1 }],
    });
    expect(page.feedbacks.map((f) => [f.id, f.stars])).toEqual([
      ['f1', 5],
      ['f5', 4],
    ]);
    expect(page.waiting).toHaveLength(1);
  });

  it('resale: ads keep http(s) and same-origin photo addresses only; questions need an id, ad and text', () => {
    const page = reshapeResaleAdPage({
      currency: 'KZT',
      items: [item],
      ads: [
        {
          id: 'a1',
          item,
          price: 150000,
          fee: 7500,
          payout: 142500,
          currency: 'RUB',
          state: 'sold',
          photos: ['https://cdn.example/1.jpg', '/webapi/resale/photos/x', 'javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/x', 5],
        },
        { id: 'a2', item, price: 0 },
        { id: 'a3', item, price: 100, state: 'exploded' },
      ],
    });
    expect(page.currency).toBe('KZT');
    expect(page.ads.map((a) => a.id)).toEqual(['a1', 'a3']);
    expect(page.ads[0]!.photos).toEqual(['https://cdn.example/1.jpg', '/webapi/resale/photos/x']);
    expect(page.ads[1]).toMatchObject({ state: 'onSale', feeMinor: 0, payoutMinor: 100 });
    expect(reshapeResaleAdPage(undefined)).toEqual({ items: [], ads: [], currency: 'RUB' });

    const questions = reshapeResaleQuestions({
      questions: [
        { id: 'q1', adId: 'a1', text: 'Есть бирка?', author: 'Марина', answer: '' },
        { id: 'q2', adId: 'a1', text: '  ' },
        { id: 'q3', text: 'x' },
      ],
    });
    expect(questions.map((q) => q.id)).toEqual(['q1']);
  });

  it('an uploaded photo answer needs an id and a safe url', () => {
    expect(reshapeUploadedPhoto({ state: 0, value: { id: 'p', url: 'http://localhost/webapi/resale/photos/p' } })).toEqual({
      id: 'p',
      url: 'http://localhost/webapi/resale/photos/p',
    });
    expect(() => reshapeUploadedPhoto({ state: 0, value: { id: 'p', url: 'javascript:alert(1)' } })).toThrow(TypeError);
  });
});
