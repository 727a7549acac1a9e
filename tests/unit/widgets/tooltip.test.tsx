import { act } from 'react';
import { reactRootPerTest } from './react-root';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../../core/platform/store/store';
import { Tooltip } from '../../../widgets/shared/tooltip/tooltip';
import { activeTooltipAtom } from '../../../widgets/shared/tooltip/tooltip-state';
import { FINANCE_TOOLTIP_CLOSE_MS, MOBILE_BREAKPOINT_PX, TOOLTIP_DEFAULTS, isPopupMode } from '../../../widgets/shared/tooltip/tooltip-rules';

const fixture = reactRootPerTest();
const render = fixture.render;
const triggers = () => [...fixture.host.querySelectorAll<HTMLButtonElement>('.vt-tooltip-trigger')];
const bubbles = () => [...fixture.host.querySelectorAll('[role="tooltip"]')].map((b) => b.textContent);

beforeEach(() => {
  vi.stubGlobal('innerWidth', 1280);
  getStore().set(activeTooltipAtom, null);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tooltip (storefront-shell.md §4 Tooltip, §9 Tooltips and popups)', () => {
  it('§9 defaults: distance 10, delay 0, z-index 11111; mobile below 1024 px', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ distance: 10, delay: 0, zIndex: 11111 });
    expect(isPopupMode(MOBILE_BREAKPOINT_PX - 1)).toBe(true);
    expect(isPopupMode(MOBILE_BREAKPOINT_PX)).toBe(false);
    expect(isPopupMode(1280, true)).toBe(true);
  });

  it('§4 click toggles, and only one is open at a time (the second closes the first)', () => {
    render(
      <>
        <Tooltip trigger="click" label="a" content="first" />
        <Tooltip trigger="click" label="b" content="second" />
      </>,
    );
    const [a, b] = triggers();
    act(() => a!.click());
    expect(bubbles()).toEqual(['first']);
    const bubble = fixture.host.querySelector<HTMLElement>('[role="tooltip"]')!;
    expect(bubble.style.zIndex).toBe('11111');
    expect(bubble.style.marginTop).toBe('10px');
    act(() => b!.click());
    expect(bubbles()).toEqual(['second']);
    act(() => b!.click());
    expect(bubbles()).toEqual([]);
  });

  it('§4 hover and focus show it (described by the bubble); leaving hides it', () => {
    render(<Tooltip label="i" content="help" />);
    const [trigger] = triggers();
    act(() => trigger!.focus());
    expect(bubbles()).toEqual(['help']);
    expect(trigger!.getAttribute('aria-describedby')).toBe(fixture.host.querySelector('[role="tooltip"]')!.id);
    act(() => trigger!.blur());
    expect(bubbles()).toEqual([]);
  });

  it('§9 Escape closes it', () => {
    render(<Tooltip trigger="click" label="i" content="help" />);
    act(() => triggers()[0]!.click());
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(bubbles()).toEqual([]);
  });

  it('§9 a finance tooltip closes by itself after 6 s; others stay', () => {
    vi.useFakeTimers();
    render(
      <>
        <Tooltip trigger="click" finance label="f" content="finance" />
      </>,
    );
    act(() => triggers()[0]!.click());
    act(() => vi.advanceTimersByTime(FINANCE_TOOLTIP_CLOSE_MS - 1));
    expect(bubbles()).toEqual(['finance']);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles()).toEqual([]);
  });

  it('§4 a Shown/Unshown event from the owner opens and closes it', () => {
    render(<Tooltip label="i" content="told" shown />);
    expect(bubbles()).toEqual(['told']);
    render(<Tooltip label="i" content="told" shown={false} />);
    expect(bubbles()).toEqual([]);
  });

  it('"always" is shown without a trigger action', () => {
    render(<Tooltip trigger="always" label="i" content="pinned" />);
    expect(bubbles()).toEqual(['pinned']);
  });

  it('§4 on mobile it becomes a popup (a dialog) opened by a tap', () => {
    vi.stubGlobal('innerWidth', 600);
    render(<Tooltip label="i" triggerLabel="Подсказка" content="help" />);
    const [trigger] = triggers();
    expect(trigger!.getAttribute('aria-expanded')).toBe('false');
    expect(fixture.host.querySelector('dialog')).not.toBe(null);
    act(() => trigger!.click());
    expect(trigger!.getAttribute('aria-expanded')).toBe('true');
    expect(fixture.host.querySelector('dialog')!.textContent).toContain('help');
  });
});
