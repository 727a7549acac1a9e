import { describe, expect, it } from 'vitest';
import { createRotationHolds } from '../../../../core/domain/banners/rotation';

describe('core/banners/rotation (shell §9 carousel autoplay; APG carousel rotation)', () => {
  it('rotates while nothing holds it', () => {
    const holds = createRotationHolds();
    expect(holds.rotating).toBe(true);
    expect(holds.has('hover')).toBe(false);
  });

  it('APG: hover and focus each hold rotation until both are gone; listeners hear each change once', () => {
    const holds = createRotationHolds();
    const changes: boolean[] = [];
    holds.subscribe((rotating) => changes.push(rotating));
    holds.pause('hover');
    holds.pause('focus');
    expect(holds.rotating).toBe(false);
    holds.resume('hover');
    expect(holds.rotating).toBe(false);
    expect(holds.has('focus')).toBe(true);
    holds.resume('focus');
    expect(holds.rotating).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('§4 a playing video and the shopper hold it apart from each other; resuming a reason never held changes nothing', () => {
    const holds = createRotationHolds();
    const changes: boolean[] = [];
    const unsubscribe = holds.subscribe((rotating) => changes.push(rotating));
    holds.resume('video');
    holds.pause('video');
    holds.pause('user');
    holds.resume('video');
    expect(holds.rotating).toBe(false);
    unsubscribe();
    holds.resume('user');
    expect(holds.rotating).toBe(true);
    expect(changes).toEqual([false]);
  });
});
