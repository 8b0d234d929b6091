import { describe, expect } from 'vitest';
import { POSTS_PER_PAGE, postPath } from '../../templates/blog/format.ts';
import { it, siteUrl, visit } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';

const PATH = '/blog/';

// /blog/ as the content makes it: with no trip report, Coming Soon (content/blog.yaml's words);
// with reports, the newest first and no Coming Soon.
const site = await content();
const { empty } = site.blog;
const newest = site.posts.slice(0, POSTS_PER_PAGE);

describe('/blog/ in Chromium', () => {
  for (const javaScriptEnabled of [true, false]) {
    const js = `JS ${javaScriptEnabled ? 'on' : 'off'}`;
    if (site.posts.length === 0) {
      it(`shows Coming Soon, the line and the teaser topics, and no post (${js})`, async ({ browser }) => {
        const v = await visit(browser, PATH, { javaScriptEnabled });
        const { page, errors } = v;
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(site.routes.blog.heading);
        expect(await page.getByRole('heading', { level: 2, name: empty.heading }).isVisible()).toBe(true);
        expect(await page.locator('.blog-empty-intro .lead').innerText()).toBe(empty.text);
        expect(await page.locator('.blog-topic h4').allInnerTexts()).toEqual(empty.topics.map((topic) => topic.title));
        expect(await page.locator('main article, main time').count()).toBe(0);
        const links = await page.locator('.blog-empty-actions a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
        expect(links).toEqual(empty.links.map((link) => siteUrl(link.href)));
        expect(errors).toEqual([]);
        await v.close();
      });
    } else {
      it(`lists the newest trip reports, each with its date and a link to it, and no Coming Soon (${js})`, async ({ browser }) => {
        const v = await visit(browser, PATH, { javaScriptEnabled });
        const { page, errors } = v;
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(site.routes.blog.heading);
        expect(await page.getByRole('heading', { name: empty.heading }).count()).toBe(0);
        expect(await page.locator('.blog-empty').count()).toBe(0);
        const titles = page.locator('.post-card-title a');
        expect(await titles.allInnerTexts()).toEqual(newest.map((post) => post.title));
        expect(await titles.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual(newest.map((post) => siteUrl(postPath(post.slug))));
        expect(await page.locator('.post-card time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toEqual(
          newest.map((post) => post.date),
        );
        for (const card of await page.locator('.post-card').all()) expect(await card.isVisible()).toBe(true);
        expect(errors).toEqual([]);
        await v.close();
      });
    }
  }
});
