import { describe, expect, it } from 'vitest';
import { serverErrorOf } from '../../../core/transport/http/body';
import { classifyError, HttpFailure, isTransient, KnownServerError, MissTokenError, NotFoundError } from '../../../core/transport/http/errors';
import { describeTarget, normaliseBaseUrl, withQuery } from '../../../core/transport/http/url';

describe('URL helpers', () => {
  it('appends query parameters, leaving out null and undefined, encoding values', () => {
    expect(withQuery('/a', { q: 'платье & co', n: 0, b: false, u: undefined, z: null })).toBe('/a?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5+%26+co&n=0&b=false');
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withQuery('/a', { u: undefined })).toBe('/a');
    expect(withQuery('/a', undefined)).toBe('/a');
    expect(describeTarget({ group: 'cdn' })).toBe('{cdn}');
  });

  it.each([
    ['https://cdn.example/base/', 'https://cdn.example/base'],
    ['http://localhost:8080/cdn/basket-01', 'http://localhost:8080/cdn/basket-01'],
    ['basket-01.cdn.example', 'https://basket-01.cdn.example'],
    ['host.example:8443', 'https://host.example:8443'],
    ['  https://x.example  ', 'https://x.example'],
  ])('normalises server-given base %s', (raw, expected) => {
    expect(normaliseBaseUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://x.example',
    'https://u:p@x.example',
    'https://x.example/?a=1',
    'https://x.example/#h',
    '//evil.example',
    '/relative-without-base',
    'not a url',
    '',
    5,
    null,
  ])('refuses %s', (raw) => {
    expect(normaliseBaseUrl(raw)).toBeNull();
  });

  it('resolves a root-relative path against a given base only', () => {
    expect(normaliseBaseUrl('/svc/us-2', 'http://localhost:8080/svc/routes')).toBe('http://localhost:8080/svc/us-2');
    expect(normaliseBaseUrl('//evil.example/x', 'http://localhost:8080/')).toBeNull();
  });
});

describe('storefront-shell.md §8 error classes', () => {
  it('§8 only network failures and timeouts are classed network for metrics', () => {
    expect(classifyError(new HttpFailure('/u', 500, ''))).toBe('error');
    expect(classifyError(new NotFoundError('/u'))).toBe('error');
    expect(classifyError(new TypeError('x'))).toBe('error');
  });

  it('429 is worth retrying; 404, miss token and known server errors are not', () => {
    expect(isTransient(new HttpFailure('/u', 429, ''))).toBe(true);
    expect(isTransient(new NotFoundError('/u'))).toBe(false);
    expect(isTransient(new MissTokenError('/u'))).toBe(false);
    expect(isTransient(new KnownServerError('/u', 'x', {}))).toBe(false);
  });

  it('known server error messages describe any error value', () => {
    expect(new KnownServerError('/u', { code: 3 }, {}).message).toBe('server error: {"code":3}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(new KnownServerError('/u', cyclic, {}).message).toBe('server error: [object Object]');
    expect(new KnownServerError('/u', undefined, {}).message).toBe('server error: undefined');
  });

  it('v2 error shapes: a non-empty error, or state -1', () => {
    expect(serverErrorOf({ error: 'x' })).toEqual({ error: 'x' });
    expect(serverErrorOf({ state: -1, reason: 24 })).toEqual({ error: 24 });
    expect(serverErrorOf({ state: -1 })).toEqual({ error: 'state -1' });
    expect(serverErrorOf({ error: '', state: 0 })).toBeNull();
    expect(serverErrorOf({ error: false })).toBeNull();
    expect(serverErrorOf([{ error: 'x' }])).toBeNull();
    expect(serverErrorOf('text')).toBeNull();
  });
});
