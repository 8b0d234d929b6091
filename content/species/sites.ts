// Sites where we look for species beyond the home explorer's seven locations: Way Kambas in
// Sumatra (14-day birding tour), the Jakarta Bay coast of the waterbird tour, and Ujung Kulon for
// its mammals (the explorer lists the park's birds). Each names its species by id; the species
// pages join these to the explorer's lists by site key.
import type { SpeciesSitesInput } from '../schema/species-sites.ts';
import { sumatraSpecies, waterbirdSpecies } from './birds.ts';
import { mammalId, ujungKulonMammals } from './mammals.ts';

export default {
  sites: [
    {
      key: 'ujung-kulon',
      name: 'Ujung Kulon',
      ids: ujungKulonMammals.map((m) => mammalId(m.name)),
    },
    {
      key: 'jakarta-bay',
      name: 'Jakarta Bay coast: Muara Angke, Pulau Dua and Muara Gembong',
      ids: [...waterbirdSpecies],
    },
    {
      key: 'way-kambas',
      name: 'Way Kambas National Park, Sumatra',
      ids: [...sumatraSpecies],
    },
  ],
} satisfies SpeciesSitesInput;
