import { describe, expect, it } from 'vitest';
import { emit } from '../../../core/platform/dom/emit';

describe('core/dom/emit (DESIGN.md events)', () => {
  it('sends a CustomEvent that bubbles out of a shadow root with its detail', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('button');
    root.append(inner);
    const seen: CustomEvent[] = [];
    document.body.addEventListener('vt-currency-change', (event) => seen.push(event));
    emit(inner, 'vt-currency-change', { currency: 'BYN', previous: 'RUB' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.detail).toEqual({ currency: 'BYN', previous: 'RUB' });
    expect(seen[0]!.bubbles).toBe(true);
    expect(seen[0]!.composed).toBe(true);
    host.remove();
  });

  it('reports a vetoed cancelable event as false', () => {
    const target = document.createElement('div');
    target.addEventListener('vt-language-change', (event) => event.preventDefault());
    expect(emit(target, 'vt-language-change', { language: 'en', previous: 'ru' }, { cancelable: true })).toBe(false);
    expect(emit(target, 'vt-language-change', { language: 'en', previous: 'ru' })).toBe(true);
  });
});
