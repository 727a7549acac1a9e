import { describe, expect, it, vi } from 'vitest';
import { defineOnce, defineOnceInOwnTask } from '../../../core/platform/dom/define';

describe('core/dom/define (DESIGN.md: defining twice is safe; a version mismatch warns)', () => {
  it('defines a tag once and ignores a second definition of the same version silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class A extends HTMLElement {}
    class B extends HTMLElement {}
    expect(defineOnce('vt-test-once', A, '1.0.0')).toBe(true);
    expect(defineOnce('vt-test-once', B, '1.0.0')).toBe(false);
    expect(customElements.get('vt-test-once')).toBe(A);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when another version tries to define the same tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class A extends HTMLElement {}
    class B extends HTMLElement {}
    defineOnce('vt-test-versions', A, '1.0.0');
    expect(defineOnce('vt-test-versions', B, '2.0.0')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('version 2.0.0 is ignored'));
  });

  it('defineOnceInOwnTask defines in a later task, not in the one that asks (issue 10: TBT)', async () => {
    class A extends HTMLElement {}
    defineOnceInOwnTask('vt-test-later', A, '1.0.0');
    expect(customElements.get('vt-test-later')).toBeUndefined();
    await customElements.whenDefined('vt-test-later');
    expect(customElements.get('vt-test-later')).toBe(A);
  });
});
