// Licences a photo on the site may carry. Each has the short name a visitor reads next to the
// picture and, where one exists, the page that states its terms (schema.org `license`).
// Non-commercial (NC) and no-derivatives (ND) licences are left out on purpose: the site sells
// tours, which is commercial use, and every photo is cropped to several shapes, which is a change.
import type { PhotoLicence } from '../../../model/images.ts';

const cc = (kind: 'by' | 'by-sa', version: string): PhotoLicence => ({
  id: `CC-${kind.toUpperCase()}-${version}`,
  name: `CC ${kind.toUpperCase()} ${version}`,
  url: `https://creativecommons.org/licenses/${kind}/${version}/`,
});

export const licences: readonly PhotoLicence[] = [
  { id: 'CC0-1.0', name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  ...['2.0', '2.5', '3.0', '4.0'].flatMap((version) => [cc('by', version), cc('by-sa', version)]),
  { id: 'GPL-2.0-or-later', name: 'GPL 2.0 or later', url: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html' },
  { id: 'GPL-3.0-or-later', name: 'GPL 3.0 or later', url: 'https://www.gnu.org/licenses/gpl-3.0.html' },
  { id: 'LGPL-3.0-or-later', name: 'LGPL 3.0 or later', url: 'https://www.gnu.org/licenses/lgpl-3.0.html' },
  { id: 'public-domain', name: 'public domain', url: 'https://creativecommons.org/publicdomain/mark/1.0/' },
  // The photographer's own terms: shown as "used with permission", with no licence page to link.
  { id: 'all-rights-reserved', name: 'used with permission' },
];

// Debian copyright files and photo sites write the same licences in other spellings.
const aliases: Record<string, string> = {
  'GPL-2+': 'GPL-2.0-or-later',
  'GPL-3+': 'GPL-3.0-or-later',
  'LGPL-3+': 'LGPL-3.0-or-later',
  CC0: 'CC0-1.0',
  PD: 'public-domain',
};

const squash = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The licence a photo entry names, forgiving case and spaces ("CC BY-SA 4.0" is CC-BY-SA-4.0). */
export function findLicence(value: string): PhotoLicence | undefined {
  const wanted = squash(aliases[value.trim()] ?? value);
  return licences.find((licence) => squash(licence.id) === wanted || squash(licence.name) === wanted);
}
