import { describe, expect, it } from 'vitest';
import { slugify } from '../../model/slug.ts';
import { birdImageId } from '../../model/species-names.ts';
import { slugify as mammalId } from '../../model/slug.ts';
import { ogFileName } from '../../scripts/assets/og/og.ts';
import { speciesSlug } from '../../model/catalogue.ts';

describe('the one slug rule', () => {
  it('drops accents and apostrophes of either kind and joins the rest with hyphens', () => {
    expect(slugify('Javan Hawk-Eagle')).toBe('javan-hawk-eagle');
    expect(slugify("Rüppell's Warbler")).toBe('ruppells-warbler');
    expect(slugify('Rüppell’s Warbler')).toBe('ruppells-warbler');
    expect(slugify('  Sunda Teal (Anas gibberifrons)  ')).toBe('sunda-teal-anas-gibberifrons');
  });

  it('gives a species page, its photo id, a mammal id and a preview card the same name', () => {
    const name = 'Rüppell’s Griffon';
    expect(speciesSlug(name)).toBe('ruppells-griffon');
    expect(mammalId(name)).toBe('ruppells-griffon');
    expect(ogFileName(name, '0123456789abcdef')).toBe('ruppells-griffon.0123456789.jpg');
    expect(birdImageId('javhae1')).toBe(`birds/${speciesSlug('Javan Hawk-Eagle')}`);
  });
});
