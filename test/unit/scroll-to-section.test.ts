// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from '../../widgets/lib/scroll-to-section.ts';
import { MENU_SCROLL_DELAY_MS } from '../../widgets/timings.ts';

afterEach(() => vi.useRealTimers());

describe('mobile menu scroll-to-section helper', () => {
  it('on the home page waits 100 ms, then scrolls to the section', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
    const section = document.createElement('section');
    section.id = 'gallery';
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    scrollToSection('gallery', '/');
    vi.advanceTimersByTime(MENU_SCROLL_DELAY_MS - 1);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('from another page navigates to / with the section anchor first', () => {
    window.history.replaceState(null, '', '/contact/');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    scrollToSection('interactive-stats', '/');
    expect(assign).toHaveBeenCalledWith('/#interactive-stats');
  });
});
