import { describe, expect } from 'vitest';
import { it, PHONE, siteUrl } from '../helpers/browser.ts';

describe('home page first load on a phone', () => {
  it('fetches the shown hero image and its two neighbours only, the first one at high priority', async ({ browser }) => {
    // A context of its own, not a pooled page: a first load needs an empty HTTP cache, or the
    // images an earlier visit fetched would not be asked for again.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const heroImages = new Set<string>();
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop()!;
      if (name.startsWith('hero_')) heroImages.add(name.split('-')[0]!);
    });
    const heroRequest = (n: number) => page.waitForRequest((request) => request.url().includes(`/hero_${n}-`));
    const neighbours = Promise.all([heroRequest(2), heroRequest(5)]);
    await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
    await neighbours;
    expect([...heroImages].sort()).toEqual(['hero_1', 'hero_2', 'hero_5']);
    expect(await page.locator('.hero-slide.is-active img').getAttribute('fetchpriority')).toBe('high');
    // Showing slide 2 makes slide 3 its new neighbour: only then is it fetched.
    const third = heroRequest(3);
    await page.locator('.hero-next').click();
    await third;
    expect([...heroImages].sort()).toEqual(['hero_1', 'hero_2', 'hero_3', 'hero_5']);
    await context.close();
  });
});
