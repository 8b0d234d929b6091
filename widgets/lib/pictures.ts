// Pictures kept out of the page's HTML (templates/lib/deferred-pictures.tsx): one file, fetched
// once however many islands ask, whose pictures replace the placeholders with the same key.

const files = new Map<string, Promise<DocumentFragment | undefined>>();

function load(url: string): Promise<DocumentFragment | undefined> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url)
      .then((response) => (response.ok ? response.text() : undefined))
      .then((html) => {
        if (html === undefined) return undefined;
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.content;
      })
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
    if (picture) placeholder.replaceWith(picture.cloneNode(true));
  }
}
