import { describe, expect, it } from 'vitest';
import { AttributeParseError, parseAttribute, reflectProperty, toAttributeName } from '../../../widgets/shared/attribute-types';

describe('widgets/shared/attribute-types (DESIGN.md element conventions)', () => {
  it('a removed attribute (null) resets the prop for every type', () => {
    for (const type of ['string', 'number', 'boolean', 'json'] as const) expect(parseAttribute(type, null)).toBeUndefined();
  });

  it('booleans follow HTML presence, except an explicit "false"', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'inline')).toBe(true);
    expect(parseAttribute('boolean', 'FALSE')).toBe(false);
  });

  it('numbers must be finite', () => {
    expect(parseAttribute('number', ' 42 ')).toBe(42);
    expect(() => parseAttribute('number', 'abc')).toThrow(AttributeParseError);
    expect(() => parseAttribute('number', '')).toThrow(AttributeParseError);
    expect(() => parseAttribute('number', 'Infinity')).toThrow(AttributeParseError);
  });

  it('invalid JSON is a clear AttributeParseError', () => {
    expect(parseAttribute('json', '["ru","en"]')).toEqual(['ru', 'en']);
    expect(() => parseAttribute('json', '[ru')).toThrow(/is not valid JSON/);
  });

  it('reflects properties: false and null remove a boolean attribute', () => {
    expect(reflectProperty('boolean', true)).toBe('');
    expect(reflectProperty('boolean', false)).toBeNull();
    expect(reflectProperty('string', null)).toBeNull();
    expect(reflectProperty('number', 3)).toBe('3');
  });

  it('camelCase props become kebab-case attributes', () => {
    expect(toAttributeName('policyHref')).toBe('policy-href');
    expect(toAttributeName('maxTagsRows')).toBe('max-tags-rows');
  });
});
