import { describe, expect, it } from 'vitest';
import { applyMenuRules, isResaleEnabled, type MenuAudience } from '../../../../core/domain/navigation/menu/rules';
import type { MenuItem } from '../../../../contracts/menu';

const item = (id: string, url: string, children: MenuItem[] = []): MenuItem => ({ id, name: id, url, newTab: false, isTop: false, children });

const MENU: MenuItem[] = [
  item('promo', '/promotions', [item('club', '/promotions/klubnye-skidki'), item('trend', '/promotions/trend')]),
  item('women', '/catalog/women'),
  item('certificates', '/gift/certificates'),
  item('resale', '/catalog/reseyl?viewFlags=128'),
];

const everyone: MenuAudience = { locale: 'ru', businessMode: false, premiumAvailable: true, resaleEnabled: true };
const ids = (items: MenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children)]);

describe('menu item rules (storefront-shell.md §5 Menu)', () => {
  it('keeps every item for a ru shopper with premium available and resale enabled', () => {
    expect(ids(applyMenuRules(MENU, everyone))).toEqual(['promo', 'club', 'trend', 'women', 'certificates', 'resale']);
  });

  it('§5 club discounts only outside business mode with premium available (nested items too)', () => {
    expect(ids(applyMenuRules(MENU, { ...everyone, businessMode: true }))).not.toContain('club');
    expect(ids(applyMenuRules(MENU, { ...everyone, premiumAvailable: false }))).not.toContain('club');
  });

  it('§5 certificates dropped outside the main locale (ru)', () => {
    for (const locale of ['by', 'kz', 'ge', 'global'] as const) {
      expect(ids(applyMenuRules(MENU, { ...everyone, locale }))).not.toContain('certificates');
    }
  });

  it('§5 resale dropped when disabled; the input list is untouched', () => {
    const result = applyMenuRules(MENU, { ...everyone, resaleEnabled: false });
    expect(ids(result)).toEqual(['promo', 'club', 'trend', 'women', 'certificates']);
    expect(MENU).toHaveLength(4);
  });

  it('§6 resale: signed in, main locale, not business, switch on, and rollout or employee', () => {
    const ok = { signedIn: true, locale: 'ru', businessMode: false, switchOn: true, inRollout: true, employee: false } as const;
    expect(isResaleEnabled(ok)).toBe(true);
    expect(isResaleEnabled({ ...ok, inRollout: false, employee: true })).toBe(true);
    expect(isResaleEnabled({ ...ok, inRollout: false })).toBe(false);
    expect(isResaleEnabled({ ...ok, signedIn: false })).toBe(false);
    expect(isResaleEnabled({ ...ok, locale: 'kz' })).toBe(false);
    expect(isResaleEnabled({ ...ok, businessMode: true })).toBe(false);
    expect(isResaleEnabled({ ...ok, switchOn: false })).toBe(false);
  });
});
