// Swaps an image that failed to load (and its <picture> sources) for the placeholder, silently.
// Every <Picture> root names this widget; one capture listener on the document serves them all,
// because `error` events do not bubble but are seen in the capture phase.

const PLACEHOLDER = 'placeholder.svg';
let listening = false;

function replace(img: HTMLImageElement): void {
  // Marked first: if the placeholder itself fails, the next error finds it and stops here.
  if (img.dataset.fallback === 'failed') return;
  img.dataset.fallback = 'failed';
  const picture = img.parentElement;
  if (picture?.tagName === 'PICTURE') for (const source of picture.querySelectorAll('source')) source.remove();
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = `${document.documentElement.dataset.base ?? '/'}${PLACEHOLDER}`;
}

function onError(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLImageElement && target.hasAttribute('data-fallback')) replace(target);
}

/** Watches for image load failures; also replaces images of `root` that failed before this ran. */
export default function imageFallback(root: HTMLElement): void {
  if (!listening) {
    document.addEventListener('error', onError, true);
    listening = true;
  }
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    // complete with no pixels means broken; a lazy image not yet started is not complete.
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) replace(img);
  }
}
