import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';

// The widget reads `document` and `HTMLImageElement` from the global scope, as in the browser.
async function setup(base: string) {
  const window = new Window({ url: 'https://example.test/' });
  Object.assign(globalThis, { document: window.document, HTMLImageElement: window.HTMLImageElement });
  window.document.write(
    `<html data-base="${base}"><body><picture data-widget="image-fallback"><source type="image/avif" srcset="/a.avif 400w"><img data-fallback="" src="/a.jpg" srcset="/a.jpg 400w" sizes="100vw" alt="A bird"></picture></body></html>`,
  );
  const { default: imageFallback } = await import('../../widgets/enhancers/image-fallback.ts');
  const picture = window.document.querySelector('picture') as unknown as HTMLElement;
  imageFallback(picture);
  return { window, img: window.document.querySelector('img')!, picture };
}

describe('image-fallback widget', () => {
  it('swaps a failed image for the placeholder under the base path and drops its sources', async () => {
    const { window, img, picture } = await setup('/tours/');
    img.dispatchEvent(new window.Event('error'));
    expect(img.getAttribute('src')).toBe('/tours/placeholder.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(picture.querySelectorAll('source')).toHaveLength(0);
    expect(img.getAttribute('data-fallback')).toBe('failed');
    // A failing placeholder is not retried (no loop).
    img.dispatchEvent(new window.Event('error'));
    expect(img.getAttribute('src')).toBe('/tours/placeholder.svg');
  });
});
