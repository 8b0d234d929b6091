// What kind of taxon a name on a life list is, told from the names alone (the export without a
// Category column, or a pasted line). A birder counts species: a spuh ("egret sp."), a slash
// ("Pacific/American Golden-Plover"), a hybrid or a domestic form adds no species, while a
// subspecies, a group, a form or an intergrade between subspecies of one species is that species.

/** A taxon that adds nothing to a life list. */
export type Ignored = 'spuh' | 'slash' | 'hybrid' | 'domestic';

/**
 * The kind of the taxon named by `common` and `scientific`, or 'species' when it counts as its
 * species. Checked in this order because the names nest: a spuh may hold a slash ("Ardea/Egretta
 * sp."), and a hybrid or an intergrade may hold slashes ("Colaptes auratus auratus/luteus x cafer").
 */
export function kindOf(common: string, scientific: string): Ignored | 'species' {
  const names = `${common}\n${scientific}`.toLowerCase();
  if (names.includes('(domestic type)')) return 'domestic';
  if (isSpuh(common) || isSpuh(scientific)) return 'spuh';
  if (names.includes(' x ') || names.includes('(hybrid)')) {
    return names.includes('(intergrade)') || isIntergrade(scientific) || isIntergradeName(common) ? 'species' : 'hybrid';
  }
  return isSlash(common, scientific) ? 'slash' : 'species';
}

/**
 * "Pacific/American Golden-Plover", "Limnodromus griseus/scolopaceus": two species, either of
 * which it was. A slash between groups of one species ("Colaptes auratus auratus/luteus",
 * "Northern Flicker (Yellow-shafted/Red-shafted)") is that species, whichever group it was.
 */
function isSlash(common: string, scientific: string): boolean {
  if (scientific.includes('/')) return scientific.split('/')[0]!.trim().split(/\s+/).length < 3;
  return common.includes('/') && !/^[^()/]+\([^()]*\)$/.test(common.trim());
}

/** "egret sp.", "Accipitridae sp. (hawk sp.)", "Anas sp": a genus or family, no species. */
function isSpuh(name: string): boolean {
  const lower = name.toLowerCase().trim();
  return lower.includes(' sp.') || lower.endsWith(' sp');
}

/**
 * Whether every side of " x " is the same species: "Colaptes auratus auratus x cafer" (after a
 * trinomial, a bare word is a subspecies of it), unlike "Anas platyrhynchos x rubripes" (after a
 * binomial, a bare word is another species of the genus) or a side that names another genus.
 */
function isIntergrade(scientific: string): boolean {
  const [first, ...others] = scientific.trim().split(/\s+x\s+/);
  const left = first!.split(/\s+/);
  if (left.length < 2 || others.length === 0) return false;
  const species = `${left[0]} ${left[1]}`.toLowerCase();
  return others.every((side) => {
    const words = side.split(/\s+/);
    if (/^[A-Z]/.test(words[0]!)) return `${words[0]} ${words[1]}`.toLowerCase() === species;
    return left.length > 2 || `${left[0]} ${words[0]}`.toLowerCase() === species;
  });
}

/** eBird writes an intergrade's English name as its species and the crossed groups: "Northern Flicker (Yellow-shafted x Red-shafted)". */
function isIntergradeName(common: string): boolean {
  return /^[^()]+\([^()]* x [^()]*\)$/.test(common.trim()) && !common.toLowerCase().includes('(hybrid)');
}

/**
 * The species of a scientific name, lower case: its first two words, so that a subspecies or
 * group ("Todiramphus chloris [chloris Group]", "Butorides striata javanica", "Columba livia
 * (Feral Pigeon)") counts as its species. Undefined when the name does not start with a binomial.
 */
export function binomial(scientific: string): string | undefined {
  const match = /^([A-Za-z]+) ([a-z]+)(?![\w-])/.exec(scientific.trim().replace(/\s+/g, ' '));
  return match ? `${match[1]} ${match[2]}`.toLowerCase() : undefined;
}

/** An English name without the group or form after it: "Cattle Egret (Eastern)" → "Cattle Egret". */
export function baseName(name: string): string {
  return name.replace(/\s*[([].*$/, '').trim();
}
