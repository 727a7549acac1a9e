import { describe, expect, it } from 'vitest';
import { FOOTER_SCROLL_CLOSE_PX, hasExpandedFooter, shouldCloseOnScroll } from '../../../../core/domain/navigation/menu/footer';
import { isBackToTopVisible } from '../../../../core/domain/navigation/menu/back-to-top';
import { LOCALES } from '../../../../contracts/locales';

describe('footer (storefront-shell.md §2, §4 Menu and footer, §9 footer scroll close 10 px)', () => {
  it('§2/§6 the expandable block is on home in by and ge only', () => {
    expect(LOCALES.filter((l) => hasExpandedFooter(l, true))).toEqual(['by', 'ge']);
    expect(hasExpandedFooter('by', false)).toBe(false);
  });

  it('§9 closes on a scroll over 10 px, either way', () => {
    expect(FOOTER_SCROLL_CLOSE_PX).toBe(10);
    expect(shouldCloseOnScroll(500, 510)).toBe(false);
    expect(shouldCloseOnScroll(500, 511)).toBe(true);
    expect(shouldCloseOnScroll(500, 489)).toBe(true);
  });
});

describe('back-to-top (storefront-shell.md §2)', () => {
  const base = { viewportHeight: 800, previousScrollY: 0, containerTop: 120 };
  it('§2 desktop (768 px or wider): shown once scrolled below the app container', () => {
    expect(isBackToTopVisible({ ...base, viewportWidth: 768, scrollY: 120 })).toBe(false);
    expect(isBackToTopVisible({ ...base, viewportWidth: 768, scrollY: 121 })).toBe(true);
  });

  it('§2 mobile (under 768 px): only when scrolling up beyond 1.5 screen heights', () => {
    const mobile = { ...base, viewportWidth: 767 };
    expect(isBackToTopVisible({ ...mobile, scrollY: 1300, previousScrollY: 1400 })).toBe(true);
    expect(isBackToTopVisible({ ...mobile, scrollY: 1200, previousScrollY: 1300 })).toBe(false);
    expect(isBackToTopVisible({ ...mobile, scrollY: 1400, previousScrollY: 1300 })).toBe(false);
  });
});
