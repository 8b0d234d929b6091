/**
 * The one rule that turns a name into an address segment or a file name: lower case, accents
 * dropped, apostrophes dropped (Ruppell's → ruppells), every other run of anything but a letter or
 * a digit one hyphen. Species pages, photo ids, mammal ids and link-preview files all use it, so a
 * page and its photo never get different names.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
