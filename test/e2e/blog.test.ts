import { describe, expect } from 'vitest';
import { it, siteUrl, visit } from '../helpers/browser.ts';

const PATH = '/blog/';

describe('/blog/ in Chromium', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows Coming Soon, the line and the three teaser topics, and no post (JS ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const v = await visit(browser, PATH, { javaScriptEnabled });
      const { page, errors } = v;
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Blog');
      expect(await page.getByRole('heading', { level: 2, name: 'Coming Soon' }).isVisible()).toBe(true);
      expect(await page.locator('.blog-empty-intro .lead').innerText()).toMatch(/under development/);
      expect(await page.locator('.blog-topic h4').allInnerTexts()).toEqual(['Species Guides', 'Tour Stories', 'Conservation']);
      expect(await page.locator('main article, main time').count()).toBe(0);
      const links = await page.locator('.blog-empty-actions a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(links).toEqual([siteUrl('/about-tour/'), siteUrl('/contact/')]);
      expect(errors).toEqual([]);
      await v.close();
    });
  }
});
