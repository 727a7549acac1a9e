import { describe, expect, it } from 'vitest';
import { interpolate, lookup, mergeBundles } from '../../../core/platform/i18n/lookup';

describe('core/i18n lookup and interpolation', () => {
  const bundle = { cart: { title: 'Корзина', errors: { limit: 'Не больше {{count}} товаров' } }, flat: 'x' };

  it('finds a string by its dotted key', () => {
    expect(lookup(bundle, 'cart.title')).toBe('Корзина');
    expect(lookup(bundle, 'cart.errors.limit')).toBe('Не больше {{count}} товаров');
  });

  it('gives undefined for a missing key, a group, a path through a string and inherited names', () => {
    expect(lookup(bundle, 'cart.none')).toBeUndefined();
    expect(lookup(bundle, 'cart')).toBeUndefined();
    expect(lookup(bundle, 'flat.deeper')).toBeUndefined();
    expect(lookup(bundle, 'cart.toString')).toBeUndefined();
    expect(lookup(bundle, '__proto__')).toBeUndefined();
    expect(lookup(undefined, 'cart.title')).toBeUndefined();
  });

  it('replaces every {{name}} with its value, and leaves a placeholder without a value visible', () => {
    expect(interpolate('{{a}} и {{ a }}, {{b}}', { a: 2, b: 'три' })).toBe('2 и 2, три');
    expect(interpolate('до {{limit}}', {})).toBe('до {{limit}}');
    expect(interpolate('до {{limit}}', undefined)).toBe('до {{limit}}');
  });

  it('inserts values as text, never as markup or as another placeholder', () => {
    expect(interpolate('{{name}}', { name: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>');
    expect(interpolate('{{a}}{{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}}B');
  });

  it('merges bundles group by group without changing either', () => {
    const base = { favorites: { limit: 'A' }, common: { ok: 'OK' } };
    const extra = { favorites: { title: 'B' }, cart: { title: 'C' } };
    expect(mergeBundles(base, extra)).toEqual({ favorites: { limit: 'A', title: 'B' }, common: { ok: 'OK' }, cart: { title: 'C' } });
    expect(base).toEqual({ favorites: { limit: 'A' }, common: { ok: 'OK' } });
  });
});
