import { describe, expect, it } from 'vitest';
import { baseName, binomial, kindOf } from '../../widgets/life-list/taxa.ts';

describe('the kind of a taxon on a life list, told from its names', () => {
  it('tells spuhs, slashes, hybrids and domestic types from species', () => {
    expect(kindOf('egret sp.', 'Ardea/Egretta sp.')).toBe('spuh');
    expect(kindOf('Accipitridae sp. (hawk sp.)', 'Accipitridae sp.')).toBe('spuh');
    expect(kindOf('duck sp', 'Anatidae sp')).toBe('spuh');
    expect(kindOf('Pacific/American Golden-Plover', 'Pluvialis fulva/dominica')).toBe('slash');
    expect(kindOf('Mallard x American Black Duck (hybrid)', 'Anas platyrhynchos x rubripes')).toBe('hybrid');
    expect(kindOf("Brewster's Warbler (hybrid)", 'Vermivora chrysoptera x cyanoptera')).toBe('hybrid');
    expect(kindOf('Red Junglefowl (Domestic type)', 'Gallus gallus (Domestic type)')).toBe('domestic');
    expect(kindOf('Javan Kingfisher', 'Halcyon cyanoventris')).toBe('species');
  });

  it('counts intergrades and slashes between groups of one species as that species', () => {
    expect(kindOf('Northern Flicker (Yellow-shafted x Red-shafted)', 'Colaptes auratus auratus x cafer')).toBe('species');
    expect(kindOf('Northern Flicker (intergrade)', 'Colaptes auratus x Colaptes auratus')).toBe('species');
    expect(kindOf('Northern Flicker (Yellow-shafted/Red-shafted)', 'Colaptes auratus auratus/cafer')).toBe('species');
    expect(kindOf('Northern Flicker (Yellow-shafted/Red-shafted)', '')).toBe('species');
    expect(kindOf('Short-billed/Long-billed Dowitcher', '')).toBe('slash');
  });

  it('reads the species of a subspecies, group or form', () => {
    expect(binomial('Todiramphus chloris [chloris Group]')).toBe('todiramphus chloris');
    expect(binomial('Butorides  striata javanica')).toBe('butorides striata');
    expect(binomial('Columba livia (Feral Pigeon)')).toBe('columba livia');
    expect(binomial('Accipitridae')).toBeUndefined();
    expect(binomial('')).toBeUndefined();
    expect(baseName('Cattle Egret (Eastern)')).toBe('Cattle Egret');
  });
});
