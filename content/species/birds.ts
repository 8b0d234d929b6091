// The birds the site names: one record each, keyed by its eBird species code, and the lists that
// point at them (per-location lists, the birding tour's carousel and packages, the About page's
// key species, the waterbird list). English and scientific names and families come from
// content/species/taxonomy-2023.csv; a record adds only what the taxonomy lacks, where it is known:
// its range, the global Red List category with the year of the assessment, the sites where we find
// it (content/sites.ts ids, with how likely and when), habitat, where and when we look (`look`), and
// a guide's note. The build checks every id against the taxonomy and every list against these
// records (content/schema/species.ts).
import type { BirdRecordInput } from '../schema/species.ts';
import type { Month } from '../schema/sites.ts';

type LocationKey =
  | 'ujung-kulon'
  | 'muara-angke'
  | 'gunung-gede'
  | 'kawah-putih'
  | 'cibodas'
  | 'halimun'
  | 'carita';

type PackageKey = '5d4n' | '7d6n' | '8d7n' | '10d9n' | '14d13n';

type KeySpeciesStatus = 'Endemic to Java' | 'Rare Endemic' | 'Vulnerable';

/** A key species of the About page: the bird, and the status the page prints for it. */
interface KeySpecies {
  id: string;
  status: KeySpeciesStatus;
}

/** The months the Arctic-breeding waders spend on the Java coast, September to April. */
const northernWinter: Month[] = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'];

/**
 * Every bird the site's lists name, in eBird/Clements 2023 taxonomic order. Each record gives the
 * narrowest range that holds every wild population, the global Red List category with the year of
 * BirdLife International's latest assessment we know (2016 is its comprehensive reassessment, for
 * species not reassessed since), and the sites where we find the bird with how likely and, for a
 * migrant, in which months. The Lesser Adjutant's category is BirdLife's 2023 reassessment (Near
 * Threatened, from Vulnerable since 1994). No record holds the Black-winged Myna: lumped again as
 * one species (Sadanandan et al. 2020; Endangered), its wild birds live in East Java and Bali, and
 * those at Muara Angke come from a 2021 release, so none of our sites is one for it.
 */
export const birds: BirdRecordInput[] = [
  {
    id: 'suntea1',
    indonesian: 'Itik Benjut',
    range: 'wider',
    // BirdLife International: Near Threatened since the 2014 split from Andaman Teal (factsheet, checked 2026-12-02).
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International', checked: '2026-12-02' }, // CONFIRM: the category is the expert's; the year of BirdLife's current assessment was not confirmed (2016 written until it is)
    at: { 'muara-gembong': 'likely', 'muara-angke': 'with luck', 'pulau-dua': 'with luck' },
  },
  {
    id: 'whwduc1',
    indonesian: 'Mentok Rimba',
    range: 'wider',
    iucn: { category: 'EN', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'chbpar1',
    indonesian: 'Puyuh-gonggong Jawa',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'with luck', halimun: 'with luck' },
    habitat: 'Floor of hill and montane forest',
    look: 'We listen for coveys calling at dawn on the forested slopes of Gunung Gede and Halimun, then wait quietly beside the trail: seeing one takes luck.',
    note: 'A plump forest partridge with a chestnut belly and barred back. Pairs call in duets at dawn; with luck, a quiet wait on the Gede and Halimun trails brings a family across the path.',
  },
  {
    id: 'grepea1',
    indonesian: 'Merak Hijau',
    range: 'wider',
    iucn: { category: 'EN', year: 2018, source: 'BirdLife International' },
    at: { cidaon: 'regular', 'south-coast': 'with luck' },
  },
  {
    id: 'grejun1',
    indonesian: 'Ayam-hutan Hijau',
    range: 'Indonesia',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { cidaon: 'likely', 'south-coast': 'with luck' },
  },
  {
    id: 'redjun',
    indonesian: 'Ayam-hutan Merah',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', 'way-kambas': 'likely', halimun: 'with luck', carita: 'with luck' },
  },
  {
    id: 'pinpig3',
    indonesian: 'Punai Gading',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', 'muara-angke': 'likely', 'muara-gembong': 'likely', 'way-kambas': 'likely' },
  },
  {
    id: 'phfdov1',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', halimun: 'likely', cibodas: 'with luck', 'kawah-putih': 'with luck' },
  },
  {
    id: 'bknfrd1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', halimun: 'with luck' },
  },
  {
    id: 'gripig1',
    indonesian: 'Pergam Hijau',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'regular', peucang: 'regular', 'way-kambas': 'likely', rakata: 'with luck' },
  },
  {
    id: 'dbipig1',
    range: 'Indonesia',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', cibodas: 'likely', halimun: 'likely', 'kawah-putih': 'with luck' },
  },
  {
    id: 'suncou1',
    indonesian: 'Bubut Jawa',
    range: 'Java',
    iucn: { category: 'VU', year: 2016, source: 'BirdLife International' },
    at: { 'muara-gembong': 'with luck', 'muara-angke': 'with luck' },
    habitat: 'Mangrove edges, nipa and fern thickets, and tall grass and reeds beside brackish water',
    look: 'We scan the reed tops and mangrove edges along the fishpond dykes of Muara Gembong early in the morning, and listen for it from the Muara Angke boardwalk.',
    note: 'A big black coucal with chestnut wings, found only on Java and now scarce along its north coast as the mangroves give way to fishponds. It climbs to the top of a reed clump in the early sun, then slips back into cover.',
  },
  {
    id: 'rebmal2',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', halimun: 'with luck' },
  },
  {
    id: 'chbmal2',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', 'way-kambas': 'likely' },
  },
  {
    id: 'larfro1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'goufro1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'javfro3',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { carita: 'with luck', 'ujung-kulon': 'with luck' },
  },
  {
    id: 'bonnig1',
    range: 'Sunda region',
    iucn: { category: 'VU', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'volswi1',
    indonesian: 'Walet Gunung',
    // Known from the volcanoes of western and central Java; over the Kawah Putih crater it takes luck.
    range: 'Java',
    iucn: { category: 'NT', year: 2017, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'with luck', cibodas: 'with luck' },
  },
  {
    id: 'whbwat1',
    indonesian: 'Kareo Padi',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', 'pulau-dua': 'likely', 'ujung-kulon': 'likely' },
  },
  {
    id: 'pagplo',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'likely', months: northernWinter },
      'pulau-dua': { likelihood: 'with luck', months: northernWinter },
    },
  },
  {
    id: 'grsplo',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'likely', months: northernWinter },
      'pulau-dua': { likelihood: 'with luck', months: northernWinter },
    },
  },
  {
    id: 'javplo1',
    indonesian: 'Cerek Jawa',
    range: 'Indonesia',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'muara-gembong': 'likely' },
  },
  {
    id: 'whimbr',
    indonesian: 'Gajahan Pengala',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'regular', months: northernWinter },
      'pulau-dua': { likelihood: 'likely', months: northernWinter },
      'muara-angke': { likelihood: 'with luck', months: northernWinter },
      'ujung-kulon': { likelihood: 'likely', months: northernWinter },
    },
  },
  {
    id: 'tersan',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'likely', months: northernWinter },
      'pulau-dua': { likelihood: 'likely', months: northernWinter },
      'ujung-kulon': { likelihood: 'with luck', months: northernWinter },
    },
  },
  {
    id: 'comsan',
    indonesian: 'Trinil Pantai',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'regular', months: northernWinter },
      'muara-angke': { likelihood: 'likely', months: northernWinter },
      'pulau-dua': { likelihood: 'likely', months: northernWinter },
      'ujung-kulon': { likelihood: 'likely', months: northernWinter },
    },
  },
  {
    id: 'marsan',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'likely', months: northernWinter },
      'muara-angke': { likelihood: 'with luck', months: northernWinter },
    },
  },
  {
    id: 'woosan',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'regular', months: northernWinter },
      'muara-angke': { likelihood: 'likely', months: northernWinter },
    },
  },
  {
    id: 'comgre',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'likely', months: northernWinter },
      'pulau-dua': { likelihood: 'likely', months: northernWinter },
    },
  },
  {
    id: 'rensti',
    range: 'wider',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': { likelihood: 'likely', months: northernWinter },
      'pulau-dua': { likelihood: 'with luck', months: northernWinter },
    },
  },
  {
    id: 'litter1',
    indonesian: 'Dara-laut Kecil',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-gembong': 'likely', 'jakarta-bay': 'likely', 'pulau-dua': 'with luck' },
  },
  {
    id: 'whiter2',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-gembong': 'regular', 'muara-angke': 'likely', 'jakarta-bay': 'likely' },
  },
  {
    id: 'grcter1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'jakarta-bay': 'likely', 'muara-gembong': 'likely', 'sunda-strait': 'likely' },
  },
  {
    id: 'wonsto1',
    indonesian: 'Sandanglawe',
    range: 'wider',
    iucn: { category: 'NT', year: 2020, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'stosto1',
    indonesian: 'Bangau Storm',
    range: 'Sunda region',
    iucn: { category: 'EN', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'lesadj1',
    indonesian: 'Bangau Tongtong',
    range: 'wider',
    iucn: { category: 'NT', year: 2023, source: 'BirdLife International' },
    at: { cidaon: 'with luck', cigenter: 'with luck', 'way-kambas': 'likely' },
    habitat: 'Mangroves, coastal swamps and lowland forest',
    note: 'A large, bare-headed stork of mangroves and lowland swamps, Near Threatened across its Asian range. In Ujung Kulon we see it now and then on the river at Cidaon; on the 14-day tour it is seen more often at Way Kambas in Sumatra.',
  },
  {
    id: 'milsto1',
    indonesian: 'Bangau Bluwok',
    range: 'wider',
    iucn: { category: 'EN', year: 2016, source: 'BirdLife International' },
    at: { 'pulau-rambut': 'regular', 'muara-angke': 'likely', 'muara-gembong': 'likely', 'pulau-dua': 'with luck' },
  },
  {
    id: 'darter2',
    indonesian: 'Pecuk-ular Asia',
    range: 'wider',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'likely', 'pulau-rambut': 'likely', 'muara-gembong': 'with luck', 'way-kambas': 'likely' },
  },
  {
    id: 'lipcor1',
    indonesian: 'Pecuk-padi Belang',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'pulau-rambut': 'regular', 'muara-gembong': 'likely', 'pulau-dua': 'likely' },
  },
  {
    id: 'libcor1',
    indonesian: 'Pecuk-padi Hitam',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'pulau-rambut': 'regular', 'muara-gembong': 'likely', 'pulau-dua': 'likely' },
  },
  {
    id: 'bcnher',
    indonesian: 'Kowak-malam Abu',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'pulau-rambut': 'regular', 'pulau-dua': 'regular', 'muara-gembong': 'likely' },
  },
  {
    id: 'pacreh1',
    indonesian: 'Kuntul Karang',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', krakatau: 'likely' },
  },
  {
    id: 'litegr',
    indonesian: 'Kuntul Kecil',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', 'pulau-rambut': 'regular', 'pulau-dua': 'regular' },
  },
  {
    id: 'strher',
    indonesian: 'Kokokan Laut',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', 'pulau-dua': 'likely', 'ujung-kulon': 'likely' },
  },
  {
    id: 'japher1',
    indonesian: 'Blekok Sawah',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', 'pulau-dua': 'regular', 'pulau-rambut': 'likely' },
  },
  {
    id: 'greegr',
    indonesian: 'Kuntul Besar',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', 'pulau-rambut': 'regular', 'pulau-dua': 'regular' },
  },
  {
    id: 'integr1',
    indonesian: 'Kuntul Perak',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'likely', 'muara-gembong': 'likely', 'pulau-rambut': 'likely', 'pulau-dua': 'likely' },
  },
  {
    id: 'purher1',
    indonesian: 'Cangak Merah',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'pulau-rambut': 'regular', 'muara-gembong': 'likely', 'pulau-dua': 'likely' },
  },
  {
    id: 'gloibi',
    indonesian: 'Ibis Rokoroko',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'pulau-rambut': 'likely', 'muara-gembong': 'likely', 'muara-angke': 'with luck', 'pulau-dua': 'with luck' },
  },
  {
    id: 'crseag1',
    indonesian: 'Elang-ular Bido',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', halimun: 'likely', 'way-kambas': 'likely', 'gunung-gede': 'with luck' },
  },
  {
    id: 'javhae1',
    indonesian: 'Elang Jawa',
    range: 'Java',
    iucn: { category: 'EN', year: 2016, source: 'BirdLife International' },
    at: { halimun: 'likely', 'gunung-gede': 'with luck' },
    habitat: 'Hill and lower montane rainforest',
    look: 'We scan forested ridges in Gunung Halimun-Salak from open viewpoints in mid-morning, when the eagles soar on rising air.',
    note: "Indonesia's national rare animal: a crested, Endangered forest eagle found only on Java. We watch for it soaring over forested ridges in Gunung Halimun-Salak and Gunung Gede-Pangrango.",
  },
  {
    id: 'y00839',
    indonesian: 'Elang Brontok',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', 'way-kambas': 'likely', carita: 'with luck' },
  },
  {
    id: 'blaeag1',
    indonesian: 'Elang Hitam',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely', halimun: 'likely', cibodas: 'with luck' },
  },
  {
    id: 'brakit1',
    indonesian: 'Elang Bondol',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-angke': 'regular',
      'jakarta-bay': 'regular',
      'muara-gembong': 'regular',
      'pulau-rambut': 'likely',
      'pulau-dua': 'likely',
      'ujung-kulon': 'likely',
    },
  },
  {
    id: 'wbseag1',
    indonesian: 'Elang-laut Perut-putih',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', krakatau: 'likely', 'sunda-strait': 'with luck' },
  },
  {
    id: 'resowl1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'jasowl2',
    indonesian: 'Celepuk Jawa',
    range: 'Java',
    iucn: { category: 'VU', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', cibodas: 'with luck', halimun: 'with luck' },
    habitat: 'Montane forest, found at night',
    look: 'We walk the lower Gede trail after dark and track the owl down by its call with a spotlight.',
    note: 'A small rufous-brown owl with bold pale eyebrows, known only from the mountains of Java. It is heard far more often than seen, so we look for it on guided night walks.',
  },
  {
    id: 'bufowl2',
    indonesian: 'Beluk Ketupa',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'javowl1',
    indonesian: 'Beluk-watu Jawa',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { carita: 'likely', halimun: 'with luck', cibodas: 'with luck' },
  },
  {
    id: 'javtro1',
    indonesian: 'Luntur Jawa',
    range: 'Java',
    iucn: { category: 'VU', year: 2020, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', halimun: 'likely' },
    habitat: 'Montane forest of western Java',
    look: 'We search the mossy mid-storey along the Cibodas trail on Gunung Gede, where it often sits still for long periods.',
    note: 'A green, scarlet and yellow trogon that sits motionless in the mid-storey for long periods. Patient scanning along the Gede trail usually rewards good views.',
  },
  {
    id: 'rentro1',
    indonesian: 'Luntur Kasumba',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'diatro1',
    indonesian: 'Luntur Diard',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'rhihor1',
    indonesian: 'Rangkong Badak',
    range: 'Sunda region',
    iucn: { category: 'VU', year: 2020, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', peucang: 'likely', 'way-kambas': 'likely' },
    habitat: 'Lowland and hill rainforest',
    note: 'A huge black hornbill with a white tail and an upturned orange-red casque; its wingbeats carry far over the canopy. We look for it at fruiting figs in the lowland forest of Ujung Kulon.',
  },
  {
    id: 'buchor1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2020, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'blahor1',
    indonesian: 'Kangkareng Hitam',
    range: 'Sunda region',
    iucn: { category: 'VU', year: 2020, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'orphor1',
    indonesian: 'Kangkareng Perut-putih',
    range: 'wider',
    iucn: { category: 'LC', year: 2020, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', peucang: 'likely', 'way-kambas': 'regular' },
  },
  {
    id: 'wrehor1',
    indonesian: 'Julang Emas',
    range: 'wider',
    iucn: { category: 'VU', year: 2020, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', halimun: 'likely', 'way-kambas': 'with luck' },
  },
  {
    id: 'blekin1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { cidaon: 'with luck', cigenter: 'with luck', 'way-kambas': 'with luck' },
  },
  {
    id: 'bubkin2',
    range: 'Java',
    iucn: { category: 'CR', year: 2024, source: 'BirdLife International' },
    at: { halimun: 'rare' },
    look: 'We walk the clear, rocky forest streams of Halimun at first light and watch the low perches over the water; this critically endangered kingfisher is now seldom seen, so we never promise it.',
  },
  {
    id: 'smbkin1',
    range: 'Indonesia',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'likely', 'muara-gembong': 'likely', 'pulau-dua': 'with luck' },
  },
  {
    id: 'bankin1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'stbkin1',
    indonesian: 'Pekaka Emas',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', 'way-kambas': 'likely' },
  },
  {
    id: 'javkin1',
    indonesian: 'Cekakak Jawa',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-gembong': 'regular',
      'muara-angke': 'likely',
      'pulau-dua': 'likely',
      halimun: 'likely',
      'ujung-kulon': 'with luck',
    },
  },
  {
    id: 'colkin1',
    indonesian: 'Cekakak Sungai',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: {
      'muara-angke': 'regular',
      'muara-gembong': 'regular',
      'pulau-dua': 'regular',
      'ujung-kulon': 'regular',
      'pulau-rambut': 'likely',
      carita: 'likely',
    },
  },
  {
    id: 'ruckin1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'recbar1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'blbbar2',
    range: 'Java and Bali',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { carita: 'likely', halimun: 'likely', 'ujung-kulon': 'with luck' },
  },
  {
    id: 'flfbar1',
    // Takur Api is the Fire-tufted Barbet's name.
    indonesian: 'Takur Tohtor',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { cibodas: 'regular', 'gunung-gede': 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'brtbar1',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { cibodas: 'regular', 'gunung-gede': 'likely', halimun: 'likely', carita: 'likely' },
  },
  {
    id: 'bncwoo2',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', carita: 'likely', 'ujung-kulon': 'likely' },
  },
  {
    id: 'grswoo1',
    range: 'wider',
    iucn: { category: 'VU', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'blrpar1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'barbro1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'banbro1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'with luck', carita: 'with luck', halimun: 'with luck', 'way-kambas': 'with luck' },
  },
  {
    id: 'baybro1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'likely' },
  },
  {
    id: 'garpit1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'banpit2',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { carita: 'with luck', 'ujung-kulon': 'with luck', halimun: 'with luck' },
  },
  {
    id: 'gobger1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', 'ujung-kulon': 'likely', carita: 'with luck' },
  },
  {
    id: 'sunmin1',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', cibodas: 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'blnori1',
    indonesian: 'Kepudang Kuduk-hitam',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', 'muara-angke': 'likely' },
  },
  {
    id: 'comior1',
    indonesian: 'Cipoh Kacat',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', 'ujung-kulon': 'likely', carita: 'likely' },
  },
  {
    id: 'piefan1',
    indonesian: 'Kipasan Belang',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', 'pulau-dua': 'likely', 'ujung-kulon': 'likely' },
  },
  {
    id: 'rutfan1',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', cibodas: 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'whbfan1',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', cibodas: 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'ashdro1',
    indonesian: 'Srigunting Kelabu',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', cibodas: 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'grtdro1',
    indonesian: 'Srigunting Batu',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', halimun: 'likely', 'way-kambas': 'likely' },
  },
  {
    id: 'blnmon1',
    indonesian: 'Kehicap Ranting',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', halimun: 'likely', 'way-kambas': 'likely' },
  },
  {
    id: 'lotshr1',
    indonesian: 'Bentet Kelabu',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'kawah-putih': 'likely', cibodas: 'likely', halimun: 'likely', 'muara-gembong': 'likely' },
  },
  {
    id: 'blamag1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'marbab1',
    range: 'Sunda region',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { 'way-kambas': 'with luck' },
  },
  {
    id: 'gyhcaf1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', cibodas: 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'ashtai1',
    indonesian: 'Cinenen Kelabu',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', 'ujung-kulon': 'likely', carita: 'likely' },
  },
  {
    id: 'bawpri1',
    indonesian: 'Perenjak Jawa',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'gohcis1',
    indonesian: 'Cici Merah',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'kawah-putih': 'likely', 'muara-gembong': 'likely', halimun: 'with luck' },
  },
  {
    id: 'pacswa1',
    indonesian: 'Layang-layang Batu',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', cibodas: 'likely', 'ujung-kulon': 'likely' },
  },
  {
    id: 'sunbul3',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', 'kawah-putih': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'orsbul3',
    indonesian: 'Cucak Gunung',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', cibodas: 'regular', 'kawah-putih': 'regular', halimun: 'likely' },
  },
  {
    id: 'yevbul1',
    indonesian: 'Merbah Cerukcuk',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', carita: 'likely', 'ujung-kulon': 'likely' },
  },
  {
    id: 'sohbul1',
    indonesian: 'Cucak Kutilang',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { cibodas: 'regular', halimun: 'likely', carita: 'likely', 'muara-gembong': 'likely' },
  },
  {
    id: 'sunwar1',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', 'kawah-putih': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'mouwar2',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely' },
  },
  {
    id: 'javtes1',
    indonesian: 'Tesia Jawa',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', cibodas: 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'moutai2',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', 'kawah-putih': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'pygtit1',
    indonesian: 'Cerecet Jawa',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', 'kawah-putih': 'regular', cibodas: 'likely' },
    habitat: 'Montane forest and forest edge',
    look: 'We follow its busy, twittering flocks through the canopy of high forest on Gunung Gede and around Kawah Putih.',
    note: 'One of the smallest songbirds in Asia, this grey, long-tailed tit moves through the canopy in busy flocks. It is common on Gede-Pangrango and in the Ciwidey highlands.',
  },
  {
    id: 'jgtwhe1',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely' },
  },
  {
    id: 'warwhe1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', 'kawah-putih': 'regular', cibodas: 'likely' },
  },
  {
    id: 'jaweye2',
    range: 'Sunda region',
    iucn: { category: 'EN', year: 2019, source: 'BirdLife International' },
    at: { 'muara-gembong': 'with luck', 'muara-angke': 'rare', 'pulau-dua': 'rare' },
  },
  {
    id: 'gyctib1',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { carita: 'regular', 'ujung-kulon': 'likely', halimun: 'likely' },
  },
  {
    id: 'crcbab1',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', cibodas: 'regular', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'chbscb1',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely', halimun: 'likely', cibodas: 'with luck' },
  },
  {
    id: 'whbbab2',
    range: 'Java',
    iucn: { category: 'NT', year: 2016, source: 'BirdLife International' },
    at: { carita: 'likely', halimun: 'likely' },
    habitat: 'Lowland and hill forest undergrowth',
    look: 'We follow its song through the thick undergrowth of the Carita lowland forest, where it forages close to the ground.',
    note: 'A small babbler, rufous-brown above and white below, found only in the forests of western Java. It forages low in thick cover and is usually found by its song.',
  },
  {
    id: 'whbbab1',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'bkcbab2',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { carita: 'likely', halimun: 'likely', 'ujung-kulon': 'with luck' },
  },
  {
    id: 'horbab2',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { carita: 'likely', 'ujung-kulon': 'likely', halimun: 'with luck' },
  },
  {
    id: 'eywbab1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'with luck', halimun: 'with luck' },
  },
  {
    id: 'javful1',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', 'kawah-putih': 'regular', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'spocro1',
    indonesian: 'Cica Matahari',
    range: 'Java',
    iucn: { category: 'NT', year: 2024, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', halimun: 'likely' },
    habitat: 'Montane forest canopy',
    look: 'We look for it in mixed feeding flocks high in the montane forest of Gunung Gede and Halimun.',
    note: 'A long-tailed babbler with boldly spotted black-and-white plumage and chestnut flanks, living only in the mountain forests of western Java. It travels with mixed feeding flocks high in the trees.',
  },
  {
    id: 'ruflau1',
    range: 'Java',
    // BirdLife International 2024 reassessment: Endangered, 500–2,500 mature birds (CR since 2016).
    iucn: { category: 'EN', year: 2024, source: 'BirdLife International', checked: '2026-12-02' },
    at: { 'gunung-gede': 'rare', cibodas: 'rare' },
    habitat: 'Dense undergrowth in submontane forest',
    look: 'We listen for a party moving through thick undergrowth in the forest of Gede-Pangrango, but never promise it: a sighting is a rare event.',
    note: 'A brown laughingthrush with a rufous forehead, trapped hard for the cage-bird trade: BirdLife puts the wild population at 500–2,500 mature birds (2024), on at least nine mountains of western and central Java.',
  },
  {
    id: 'hilmyn',
    indonesian: 'Tiong Emas',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', 'way-kambas': 'likely', carita: 'with luck' },
  },
  {
    id: 'sunthr1',
    range: 'wider',
    // BirdLife International: Least Concern (medium confidence), checked 2026-12-02.
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International', checked: '2026-12-02' }, // CONFIRM: the category is the expert's (medium confidence); the year of BirdLife's current assessment was not confirmed (2016 written until it is)
    at: { 'gunung-gede': 'with luck' },
  },
  {
    id: 'javcoc1',
    indonesian: 'Ciung-mungkal Jawa',
    range: 'Java',
    iucn: { category: 'VU', year: 2021, source: 'BirdLife International' },
    at: { 'gunung-gede': 'with luck', halimun: 'with luck' },
    habitat: 'Montane forest with fruiting trees',
    look: 'We wait quietly near fruiting trees in the montane forest of Gunung Gede and Halimun for this rare canopy thrush.',
    note: 'A shy blue-and-black thrush of the mountain forests of western and central Java. It feeds quietly on fruit in the canopy and is one of the hardest endemics to find.',
  },
  {
    id: 'indfly1',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', 'kawah-putih': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'hibfly3',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { cibodas: 'likely', 'gunung-gede': 'likely', halimun: 'likely' },
  },
  {
    id: 'lessho1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'with luck', 'kawah-putih': 'with luck', halimun: 'with luck' },
  },
  {
    id: 'whbsho10',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely' },
  },
  {
    id: 'javwht1',
    range: 'Java and Bali',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'regular', cibodas: 'likely', 'kawah-putih': 'likely', halimun: 'likely' },
  },
  {
    id: 'sunfor1',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'sunrob1',
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'with luck' },
  },
  {
    id: 'snbfly1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely', halimun: 'with luck' },
  },
  {
    id: 'lipfly1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'piebus1',
    indonesian: 'Decu Belang',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'kawah-putih': 'likely', halimun: 'likely', 'muara-gembong': 'likely' },
  },
  {
    id: 'orbflo1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'ujung-kulon': 'likely', carita: 'likely', halimun: 'likely' },
  },
  {
    id: 'blbflo1',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely', cibodas: 'likely', halimun: 'likely' },
  },
  {
    id: 'schflo1',
    range: 'Indonesia',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', carita: 'likely', 'ujung-kulon': 'likely' },
  },
  {
    id: 'pltsun2',
    indonesian: 'Burung-madu Kelapa',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', 'ujung-kulon': 'likely', carita: 'likely' },
  },
  {
    id: 'olbsun4',
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'likely', 'pulau-dua': 'likely', 'ujung-kulon': 'likely', carita: 'likely' },
  },
  {
    id: 'scasun1',
    indonesian: 'Burung-madu Jawa',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { cibodas: 'regular', 'gunung-gede': 'regular', 'kawah-putih': 'likely', halimun: 'likely' },
    look: 'We check flowering trees in the Cibodas Botanic Garden and along the start of the Gede trail.',
  },
  {
    id: 'whfsun1',
    // Burung-madu Jawa is the Javan Sunbird's name.
    indonesian: 'Burung-madu Gunung',
    range: 'Java',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'gunung-gede': 'likely', 'kawah-putih': 'likely' },
    habitat: 'Flowering shrubs at the montane forest edge',
    look: 'We watch flowering shrubs at the forest edge on Gunung Gede and in the Ciwidey highlands.',
    note: 'The male has a scarlet breast, glossy green crown and long tail, with white tufts on the flanks. It feeds at flowers along the trails of Gunung Gede and around Kawah Putih.',
  },
  {
    id: 'javmun1',
    indonesian: 'Bondol Jawa',
    range: 'Indonesia',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { 'muara-angke': 'regular', 'muara-gembong': 'regular', cibodas: 'likely', halimun: 'likely', carita: 'likely' },
  },
];

export const locationSpecies: Record<LocationKey, readonly string[]> = {
  // Ujung Kulon National Park: lowland rainforest, beach forest, grazing grounds and coast.
  'ujung-kulon': [
    'grepea1', 'grejun1', 'redjun', 'lesadj1', 'banpit2',
    'rhihor1', 'wrehor1', 'orphor1', 'banbro1',
    'stbkin1', 'colkin1', 'blekin1', 'wbseag1',
    'crseag1', 'y00839', 'gripig1', 'bknfrd1',
    'pinpig3', 'rebmal2', 'chbmal2', 'hilmyn',
    'grtdro1', 'blnori1', 'gyctib1', 'pacreh1',
  ],
  // Muara Angke mangroves and the Jakarta Bay shore (Pulau Rambut colonies fly over).
  'muara-angke': [
    'jaweye2', 'suntea1', 'milsto1', 'japher1', 'bcnher',
    'strher', 'purher1', 'greegr', 'litegr', 'integr1',
    'libcor1', 'lipcor1', 'darter2', 'gloibi',
    'colkin1', 'smbkin1', 'bncwoo2', 'bawpri1',
    'ashtai1', 'gobger1', 'piefan1', 'pltsun2',
    'olbsun4', 'schflo1', 'yevbul1', 'whbwat1',
    'whiter2', 'brakit1', 'javmun1', 'pacswa1', 'comior1',
  ],
  // Gunung Gede-Pangrango National Park: submontane to upper montane forest.
  'gunung-gede': [
    'javhae1', 'javtro1', 'javcoc1', 'javwht1', 'jasowl2',
    'pygtit1', 'spocro1', 'whfsun1', 'jgtwhe1',
    'warwhe1', 'javful1', 'crcbab1', 'whbbab1',
    'eywbab1', 'javtes1', 'sunwar1', 'moutai2', 'sunfor1',
    'sunthr1', 'sunrob1', 'whbsho10', 'orsbul3', 'sunmin1',
    'chbpar1', 'ruflau1', 'phfdov1',
    'dbipig1', 'indfly1', 'rutfan1',
    'blbflo1', 'volswi1', 'scasun1',
  ],
  // Kawah Putih and the Ciwidey highlands: montane forest of Gunung Patuha, tea estates and edges.
  'kawah-putih': [
    'javwht1', 'pygtit1', 'jgtwhe1', 'warwhe1',
    'javful1', 'javtes1', 'sunwar1', 'moutai2', 'whfsun1',
    'scasun1', 'blbflo1', 'orsbul3', 'sunmin1',
    'rutfan1', 'sunbul3', 'indfly1', 'lipfly1',
    'snbfly1', 'whbsho10', 'lessho1', 'crcbab1',
    'chbscb1', 'mouwar2', 'blaeag1', 'volswi1', 'piebus1',
    'lotshr1', 'gohcis1', 'ashdro1', 'flfbar1',
    'gyhcaf1',
  ],
  // Cibodas Botanic Garden and the lower Gede trail, at about 1,300 to 1,600 m. Black-banded
  // Barbet and Javan Frogmouth, lowland and hill-forest birds, are only occasional this high: they
  // are listed at Carita (the barbet at Halimun too), where the tours find them.
  cibodas: [
    'scasun1', 'javwht1', 'sunfor1', 'ruflau1',
    'javful1', 'crcbab1', 'javtes1', 'pygtit1', 'orsbul3',
    'sunmin1', 'flfbar1', 'brtbar1', 'hibfly3',
    'indfly1', 'jasowl2',
  ],
  // Gunung Halimun-Salak National Park: hill and montane forest.
  halimun: [
    'javhae1', 'javtro1', 'javcoc1', 'bubkin2', 'banpit2',
    'spocro1', 'whbbab2', 'chbscb1', 'bkcbab2',
    'blbbar2', 'chbpar1',
  ],
  // Carita forest park: lowland forest on the Banten coast, where the birding tours go for the
  // lowland endemics and babblers named in their itineraries.
  carita: [
    'banpit2', 'whbbab2', 'bkcbab2', 'horbab2',
    'blbbar2', 'javfro3', 'javowl1',
  ],
};

/** Javan endemics for the photo carousel on the birding tour page; captions are the records' `look`. */
export const endemicCarousel: readonly string[] = [
  'javhae1',
  'javtro1',
  'javcoc1',
  'bubkin2',
  'chbpar1',
  'jasowl2',
  'pygtit1',
  'spocro1',
  'whfsun1',
  'scasun1',
  'ruflau1',
  'whbbab2',
];

/** Key species for the about page; habitat and description are the records' `habitat` and `note`. */
export const aboutKeySpecies: readonly KeySpecies[] = [
  // Statuses are the true ones: "Endemic to Java" only for birds found nowhere else (not Bali, not
  // Sumatra), "Rare Endemic" for Java endemics that are scarce or globally threatened, "Vulnerable"
  // for a bird of wider range that the Red List holds Vulnerable today (the Lesser Adjutant was,
  // until BirdLife's 2023 reassessment made it Near Threatened).
  { id: 'javhae1', status: 'Rare Endemic' },
  { id: 'javtro1', status: 'Rare Endemic' },
  { id: 'chbpar1', status: 'Endemic to Java' },
  { id: 'javcoc1', status: 'Rare Endemic' },
  { id: 'jasowl2', status: 'Rare Endemic' },
  { id: 'spocro1', status: 'Endemic to Java' },
  { id: 'pygtit1', status: 'Endemic to Java' },
  { id: 'whfsun1', status: 'Endemic to Java' },
  { id: 'ruflau1', status: 'Rare Endemic' },
  { id: 'whbbab2', status: 'Endemic to Java' },
  { id: 'rhihor1', status: 'Vulnerable' },
];

export const birdingPackageSpecies: Record<PackageKey, readonly string[]> = {
  '14d13n': [], // filled below from the 10-day list and the Sumatran species
  '5d4n': [
    // The first ten, shown before "See More", are birds the package's sites hold at least likely.
    'javhae1', 'javtro1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'scasun1', 'jgtwhe1', 'javcoc1', 'ruflau1', 'chbpar1',
    'javful1', 'javtes1', 'crcbab1',
    'eywbab1', 'chbscb1', 'rutfan1', 'whbfan1', 'whbsho10',
    'sunbul3', 'hibfly3', 'javmun1', 'blbbar2',
    'flfbar1', 'orsbul3', 'gyctib1', 'milsto1', 'suntea1',
    'japher1', 'bcnher', 'strher', 'purher1', 'greegr',
    'litegr', 'integr1', 'libcor1', 'darter2', 'gloibi',
    'colkin1', 'smbkin1', 'whiter2', 'whimbr', 'comsan',
    'woosan', 'whbwat1', 'bncwoo2',
    'bawpri1', 'ashtai1', 'gobger1', 'piefan1',
    'pltsun2', 'olbsun4', 'schflo1', 'yevbul1',
    'sohbul1', 'brakit1', 'pacswa1', 'comior1', 'sunfor1',
    'sunthr1', 'sunmin1', 'sunwar1', 'indfly1', 'lipfly1',
    'snbfly1', 'moutai2', 'warwhe1', 'blbflo1',
    'whbbab1', 'phfdov1', 'dbipig1', 'volswi1',
    'blaeag1', 'brtbar1', 'lotshr1', 'ashdro1', 'crseag1',
    'rebmal2', 'grtdro1', 'blnmon1',
    'orbflo1',
    'mouwar2', 'gyhcaf1',
  ],
  '7d6n': [
    // The first ten, shown before "See More", are birds the package's sites hold at least likely.
    'javhae1', 'javtro1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'scasun1', 'jgtwhe1', 'javcoc1', 'ruflau1', 'banpit2', 'javfro3',
    'chbpar1', 'javful1', 'javtes1',
    'crcbab1', 'whbbab2', 'chbscb1',
    'bkcbab2', 'rutfan1', 'whbfan1', 'whbsho10',
    'sunbul3', 'hibfly3', 'javmun1', 'blbbar2',
    'flfbar1', 'orsbul3', 'gyctib1', 'milsto1', 'suntea1',
    'japher1', 'bcnher', 'strher', 'purher1',
    'greegr', 'litegr', 'integr1', 'libcor1', 'darter2',
    'gloibi', 'colkin1', 'smbkin1', 'whiter2', 'whimbr',
    'comsan', 'woosan', 'whbwat1',
    'bncwoo2', 'bawpri1', 'ashtai1', 'gobger1',
    'piefan1', 'pltsun2', 'olbsun4', 'schflo1',
    'yevbul1', 'sohbul1', 'brakit1', 'pacswa1', 'comior1',
    'sunfor1', 'sunthr1', 'sunmin1', 'sunwar1', 'indfly1',
    'lipfly1', 'snbfly1', 'moutai2', 'warwhe1',
    'blbflo1', 'whbbab1', 'phfdov1',
    'dbipig1', 'volswi1', 'blaeag1', 'brtbar1',
    'lotshr1', 'ashdro1', 'crseag1', 'rebmal2',
    'grtdro1', 'blnmon1', 'horbab2',
    'orbflo1',
    'mouwar2', 'gyhcaf1',
  ],
  '8d7n': [
    // The first ten, shown before "See More", are birds the package's sites hold at least likely.
    'javhae1', 'javtro1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'scasun1', 'jgtwhe1', 'javcoc1', 'ruflau1', 'banpit2', 'javfro3', 'javowl1',
    'chbpar1', 'javful1', 'javtes1',
    'crcbab1', 'whbbab2', 'chbscb1',
    'bkcbab2', 'rutfan1', 'whbfan1', 'whbsho10',
    'sunbul3', 'hibfly3', 'javmun1', 'blbbar2',
    'flfbar1', 'orsbul3', 'gyctib1', 'milsto1', 'suntea1',
    'japher1', 'bcnher', 'strher', 'purher1',
    'greegr', 'litegr', 'integr1', 'libcor1', 'darter2',
    'gloibi', 'colkin1', 'smbkin1', 'whiter2', 'whimbr',
    'comsan', 'woosan', 'whbwat1',
    'bncwoo2', 'bawpri1', 'ashtai1', 'gobger1',
    'piefan1', 'pltsun2', 'olbsun4', 'schflo1',
    'yevbul1', 'sohbul1', 'brakit1', 'pacswa1', 'comior1',
    'sunfor1', 'sunthr1', 'sunmin1', 'sunwar1', 'indfly1',
    'lipfly1', 'snbfly1', 'moutai2', 'warwhe1',
    'blbflo1', 'eywbab1', 'whbbab1',
    'phfdov1', 'dbipig1', 'volswi1', 'blaeag1',
    'brtbar1', 'lotshr1', 'ashdro1', 'crseag1',
    'rebmal2', 'grtdro1', 'blnmon1', 'horbab2',
    'orbflo1',
    'mouwar2', 'gyhcaf1',
  ],
  '10d9n': [
    // The first ten, shown before "See More", are birds the package's sites hold at least likely.
    'javhae1', 'javtro1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'scasun1', 'jgtwhe1', 'javcoc1', 'ruflau1', 'banpit2', 'bubkin2',
    'javfro3', 'javowl1', 'chbpar1',
    'javful1', 'javtes1', 'crcbab1', 'whbbab2',
    'chbscb1', 'bkcbab2', 'rutfan1', 'whbfan1',
    'whbsho10', 'sunbul3', 'hibfly3', 'javmun1',
    'blbbar2', 'flfbar1', 'orsbul3', 'gyctib1',
    'milsto1', 'suntea1', 'japher1', 'bcnher',
    'strher', 'purher1', 'greegr', 'litegr', 'integr1',
    'libcor1', 'darter2', 'gloibi', 'colkin1',
    'smbkin1', 'whiter2', 'whimbr', 'comsan', 'woosan',
    'whbwat1', 'bncwoo2', 'bawpri1',
    'ashtai1', 'gobger1', 'piefan1', 'pltsun2',
    'olbsun4', 'schflo1', 'yevbul1', 'sohbul1',
    'brakit1', 'pacswa1', 'comior1', 'sunfor1', 'sunthr1', 'sunmin1',
    'sunwar1', 'sunrob1', 'indfly1', 'lipfly1', 'snbfly1',
    'moutai2', 'warwhe1', 'blbflo1', 'eywbab1',
    'whbbab1', 'phfdov1', 'dbipig1', 'volswi1',
    'blaeag1', 'brtbar1', 'lotshr1', 'ashdro1', 'crseag1',
    'rebmal2', 'grtdro1', 'blnmon1', 'horbab2',
    'orbflo1',
    'mouwar2', 'gyhcaf1',
  ],
};

/**
 * Way Kambas National Park, Sumatra (14-day tour only): first the three the 14-day list shows among
 * its first ten, birds Way Kambas holds likely; then its stars that take luck (White-winged Duck,
 * Storm's Stork, Garnet Pitta).
 */
const sumatraSpecies: readonly string[] = [
  'wonsto1', 'lesadj1', 'rentro1', 'whwduc1', 'stosto1', 'garpit1',
  'bonnig1', 'larfro1', 'goufro1', 'resowl1', 'bufowl2',
  'blahor1', 'buchor1', 'rhihor1', 'ruckin1',
  'bankin1', 'diatro1', 'barbro1',
  'baybro1', 'blrpar1', 'marbab1', 'recbar1',
  'grswoo1', 'blamag1',
];

// The 14-day tour is the 10-day Java circuit plus Way Kambas: every Java bird of the shorter tours,
// with the Sumatran stars among the first ten.
const javaCircuit = birdingPackageSpecies['10d9n'];
birdingPackageSpecies['14d13n'] = [...new Set([...javaCircuit.slice(0, 7), ...sumatraSpecies.slice(0, 3), ...javaCircuit.slice(7), ...sumatraSpecies.slice(3)])];

/** Waterbirds of the Jakarta Bay coast: Muara Angke, Pulau Dua and Muara Gembong. */
export const waterbirdSpecies: readonly string[] = [
  'javplo1', 'milsto1', 'suntea1', 'japher1', 'bcnher',
  'strher', 'purher1', 'greegr', 'litegr', 'integr1', 'gloibi',
  'pagplo', 'grsplo', 'comsan', 'woosan', 'marsan',
  'comgre', 'whimbr', 'rensti', 'tersan', 'whiter2', 'litter1',
  'grcter1', 'colkin1', 'smbkin1',
];
