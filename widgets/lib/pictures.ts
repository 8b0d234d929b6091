// Pictures kept out of the page's HTML (templates/lib/deferred-pictures.tsx): one file, fetched
// once however many islands ask, whose pictures replace the placeholders with the same key.

const files = new Map<string, Promise<Document | undefined>>();

function load(url: string): Promise<Document | undefined> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url)
      .then((response) => (response.ok ? response.text() : undefined))
      // A parsed document is inert: its images load only once moved into the page.
      .then((html) => (html === undefined ? undefined : new DOMParser().parseFromString(html, 'text/html')))
      // Offline or blocked: the placeholders stay empty boxes.
      .catch(() => undefined);
    files.set(url, file);
  }
  return file;
}

/** Replaces each `[data-picture]` placeholder inside `root` with the picture of the same key from `url`. */
export async function fillPictures(url: string, root: HTMLElement): Promise<void> {
  const pictures = await load(url);
  if (!pictures) return;
  for (const placeholder of root.querySelectorAll<HTMLElement>('span[data-picture]')) {
    const picture = pictures.querySelector(`[data-picture="${placeholder.dataset.picture}"]`);
    if (picture) placeholder.replaceWith(document.importNode(picture, true));
  }
}
