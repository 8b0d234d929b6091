// Pictures kept out of the page's HTML (templates/lib/deferred-pictures.tsx): one JSON file of
// markup by key, fetched once however many islands ask; each replaces the placeholder of its key.

const files = new Map<string, Promise<Record<string, string> | undefined>>();

function load(url: string): Promise<Record<string, string> | undefined> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : undefined))
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
    const markup = pictures[placeholder.dataset.picture!];
    if (markup === undefined) continue;
    // A template's content is inert: the picture's image loads only once it is in the page.
    const template = document.createElement('template');
    template.innerHTML = markup;
    placeholder.replaceWith(template.content);
  }
}
