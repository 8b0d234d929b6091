// Sites where we look for species beyond the home explorer's seven locations: Way Kambas in
// Sumatra (14-day birding tour), the north-coast wetlands of the waterbird tour, and Ujung Kulon for
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
      // Muara Angke, the Pulau Rambut heronry and Muara Gembong lie on Jakarta Bay; the Pulau Dua
      // sanctuary on Banten Bay, to the west.
      key: 'north-coast',
      name: 'North-coast wetlands: Muara Angke, Pulau Rambut, Muara Gembong and Pulau Dua',
      ids: [...waterbirdSpecies],
    },
    {
      key: 'way-kambas',
      name: 'Way Kambas National Park, Sumatra',
      ids: [...sumatraSpecies],
    },
  ],
} satisfies SpeciesSitesInput;
