import { afterEach, describe, expect, it, vi } from 'vitest';
import { signalAuthRequired, signInUrl, takePendingAuthRequests } from '../../../core/transport/token/auth-required';
import { normalizePhone } from '../../../contracts/auth';

describe('sign-in signals on a host page that places the popup (storefront-shell.md §6 guest login popup)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-vt-sign-in');
    takePendingAuthRequests();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the host page instead of leaving it, and the host takes the waiting signals in order', () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    document.documentElement.setAttribute('data-vt-sign-in', 'popup');
    expect(signalAuthRequired('/catalog/1')).toBe(true);
    expect(signalAuthRequired('/lk/favorites')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(takePendingAuthRequests()).toEqual(['/catalog/1', '/lk/favorites']);
    expect(takePendingAuthRequests()).toEqual([]);
  });

  it('goes to the sign-in page after 15 s when the host page never takes the signal', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    document.documentElement.setAttribute('data-vt-sign-in', 'popup');
    signalAuthRequired('/lk');
    vi.advanceTimersByTime(14_999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(signInUrl('/lk'));
    expect(takePendingAuthRequests()).toEqual([]);
  });

  it('a signal the host took never leaves the page later', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    document.documentElement.setAttribute('data-vt-sign-in', 'popup');
    signalAuthRequired('/lk');
    takePendingAuthRequests();
    vi.advanceTimersByTime(15_000);
    expect(assign).not.toHaveBeenCalled();
  });

  it('the phone sign-in takes 10 to 15 digits, spaces, dashes, brackets and a plus aside', () => {
    expect(normalizePhone('+7 (916) 123-45-67')).toBe('79161234567');
    expect(normalizePhone('998901234567')).toBe('998901234567');
    expect(normalizePhone('12')).toBeNull();
    expect(normalizePhone('7916123456a')).toBeNull();
    expect(normalizePhone('1234567890123456')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});
