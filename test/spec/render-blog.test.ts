import { beforeAll, describe, expect, it } from 'vitest';
import { siteWithoutPosts } from './without-posts.ts';

let doc: Document;
beforeAll(async () => {
  // The blog before its first trip report, whatever content/blog/ holds today.
  doc = (await siteWithoutPosts()).doc('/blog/');
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('/blog/ rendered without trip reports', () => {
  it('is the empty state: Coming Soon, the line, three topics and no post', () => {
    expect(text(doc.querySelector('h1'))).toBe('Blog');
    expect(text(doc.querySelector('#blog-empty-heading'))).toBe('Coming Soon');
    expect(text(doc.querySelector('.blog-empty-intro .lead'))).toContain('under development');
    expect([...doc.querySelectorAll('.blog-topic h4')].map(text)).toEqual(['Species Guides', 'Tour Stories', 'Conservation']);
    expect(doc.querySelectorAll('main article, time').length).toBe(0);
  });
});
