// The birds the site names: one record each, keyed by its eBird species code, and the lists that
// point at them (per-location lists, the birding tour's carousel and packages, the About page's
// key species, the waterbird list). English and scientific names and families come from
// content/species/taxonomy-2023.csv; a record adds only what the taxonomy lacks, where it is known:
// endemic scope, the global IUCN category with the year of the assessment, habitat, where and when
// we look (`look`), and a guide's note. The build checks every id against the taxonomy and every
// list against these records (content/schema/species.ts).
import type { BirdRecordInput } from '../schema/species.ts';

export type LocationKey =
  | 'ujung-kulon'
  | 'muara-angke'
  | 'gunung-gede'
  | 'kawah-putih'
  | 'cibodas'
  | 'halimun'
  | 'carita';

export type PackageKey = '5d4n' | '7d6n' | '8d7n' | '10d9n' | '14d13n';

export type KeySpeciesStatus = 'Endemic to Java' | 'Rare Endemic' | 'Vulnerable';

/** A key species of the About page: the bird, and the status the page prints for it. */
export interface KeySpecies {
  id: string;
  status: KeySpeciesStatus;
}

/**
 * Every bird the site's lists name, in eBird/Clements 2023 taxonomic order. Endemic scopes are the
 * narrowest range that holds every population (Java, or Java and Bali); the Lesser Adjutant's
 * category is BirdLife's 2023 reassessment (Near Threatened, from Vulnerable since 1994).
 */
export const birds: BirdRecordInput[] = [
  { id: 'suntea1' },
  { id: 'whwduc1' },
  {
    id: 'chbpar1',
    range: 'Java',
    habitat: 'Floor of hill and montane forest',
    look: 'We listen for coveys calling at dawn on the forested slopes of Gunung Gede and Halimun, then wait quietly beside the trail.',
    note: 'A plump forest partridge with a chestnut belly and barred back. Pairs call in duets at dawn; a quiet wait on the Gede and Halimun trails can bring a family across the path.',
  },
  { id: 'grepea1' },
  { id: 'grejun1' },
  { id: 'redjun' },
  { id: 'pinpig3' },
  { id: 'phfdov1' },
  { id: 'bknfrd1' },
  { id: 'gripig1' },
  { id: 'dbipig1' },
  { id: 'rebmal2' },
  { id: 'chbmal2' },
  { id: 'larfro1' },
  { id: 'goufro1' },
  { id: 'javfro3' },
  { id: 'bonnig1' },
  { id: 'volswi1' },
  { id: 'whbwat1' },
  { id: 'pagplo' },
  { id: 'grsplo' },
  { id: 'javplo1' },
  { id: 'whimbr' },
  { id: 'tersan' },
  { id: 'comsan' },
  { id: 'marsan' },
  { id: 'woosan' },
  { id: 'comgre' },
  { id: 'rensti' },
  { id: 'litter1' },
  { id: 'whiter2' },
  { id: 'grcter1' },
  { id: 'wonsto1' },
  { id: 'stosto1' },
  {
    id: 'lesadj1',
    iucn: { category: 'NT', year: 2023, source: 'BirdLife International' },
    habitat: 'Mangroves, coastal swamps and lowland forest',
    note: 'A large, bare-headed stork of mangroves and lowland swamps, Near Threatened across its Asian range. We see it in Ujung Kulon and, on the 14-day tour, at Way Kambas in Sumatra.',
  },
  { id: 'milsto1' },
  { id: 'darter2' },
  { id: 'lipcor1' },
  { id: 'libcor1' },
  { id: 'bcnher' },
  { id: 'pacreh1' },
  { id: 'litegr' },
  { id: 'strher' },
  { id: 'japher1' },
  { id: 'greegr' },
  { id: 'integr1' },
  { id: 'purher1' },
  { id: 'gloibi' },
  { id: 'crseag1' },
  {
    id: 'javhae1',
    range: 'Java',
    iucn: { category: 'EN', year: 2016, source: 'BirdLife International' },
    habitat: 'Hill and lower montane rainforest',
    look: 'We scan forested ridges in Gunung Halimun-Salak from open viewpoints in mid-morning, when the eagles soar on rising air.',
    note: "Indonesia's national rare animal: a crested, Endangered forest eagle found only on Java. We watch for it soaring over forested ridges in Gunung Halimun-Salak and Gunung Gede-Pangrango.",
  },
  { id: 'y00839' },
  { id: 'blaeag1' },
  { id: 'brakit1' },
  { id: 'wbseag1' },
  { id: 'resowl1' },
  {
    id: 'jasowl2',
    range: 'Java',
    habitat: 'Montane forest, found at night',
    look: 'We walk the lower Gede trail after dark and track the owl down by its call with a spotlight.',
    note: 'A small rufous-brown owl with bold pale eyebrows, known only from the mountains of Java. It is heard far more often than seen, so we look for it on guided night walks.',
  },
  { id: 'bufowl2' },
  {
    id: 'javowl1',
    range: 'Java and Bali',
  },
  {
    id: 'javtro1',
    range: 'Java',
    iucn: { category: 'VU', year: 2020, source: 'BirdLife International' },
    habitat: 'Montane forest of western Java',
    look: 'We search the mossy mid-storey along the Cibodas trail on Gunung Gede, where it often sits still for long periods.',
    note: 'A green, scarlet and yellow trogon that sits motionless in the mid-storey for long periods. Patient scanning along the Gede trail usually rewards good views.',
  },
  { id: 'rentro1' },
  { id: 'diatro1' },
  {
    id: 'rhihor1',
    iucn: { category: 'VU', year: 2020, source: 'BirdLife International' },
    habitat: 'Lowland and hill rainforest',
    note: 'A huge black hornbill with a white tail and an upturned orange-red casque; its wingbeats carry far over the canopy. We look for it at fruiting figs in the lowland forest of Ujung Kulon.',
  },
  { id: 'buchor1' },
  { id: 'blahor1' },
  { id: 'orphor1' },
  { id: 'wrehor1' },
  { id: 'blekin1' },
  {
    id: 'bubkin2',
    range: 'Java',
    look: 'We walk the clear, rocky forest streams of Halimun at first light, where this critically rare kingfisher perches low over the water.',
  },
  { id: 'smbkin1' },
  { id: 'bankin1' },
  { id: 'stbkin1' },
  {
    id: 'javkin1',
    range: 'Java and Bali',
  },
  { id: 'colkin1' },
  { id: 'ruckin1' },
  { id: 'recbar1' },
  {
    id: 'blbbar2',
    range: 'Java and Bali',
  },
  {
    id: 'flfbar1',
    range: 'Java and Bali',
  },
  { id: 'brtbar1' },
  { id: 'bncwoo2' },
  { id: 'grswoo1' },
  { id: 'blrpar1' },
  { id: 'barbro1' },
  { id: 'banbro1' },
  { id: 'baybro1' },
  { id: 'garpit1' },
  {
    id: 'banpit2',
    range: 'Java and Bali',
  },
  { id: 'gobger1' },
  { id: 'sunmin1' },
  { id: 'blnori1' },
  { id: 'comior1' },
  { id: 'piefan1' },
  { id: 'rutfan1' },
  { id: 'whbfan1' },
  { id: 'ashdro1' },
  { id: 'grtdro1' },
  { id: 'blnmon1' },
  { id: 'lotshr1' },
  { id: 'blamag1' },
  { id: 'marbab1' },
  { id: 'gyhcaf1' },
  { id: 'ashtai1' },
  { id: 'bawpri1' },
  { id: 'gohcis1' },
  { id: 'pacswa1' },
  { id: 'sunbul3' },
  { id: 'orsbul3' },
  { id: 'yevbul1' },
  { id: 'sohbul1' },
  { id: 'sunwar1' },
  { id: 'mouwar2' },
  {
    id: 'javtes1',
    range: 'Java',
  },
  { id: 'moutai2' },
  {
    id: 'pygtit1',
    range: 'Java',
    habitat: 'Montane forest and forest edge',
    look: 'We follow its busy, twittering flocks through the canopy of high forest on Gunung Gede and around Kawah Putih.',
    note: 'One of the smallest songbirds in Asia, this grey, long-tailed tit moves through the canopy in busy flocks. It is common on Gede-Pangrango and in the Ciwidey highlands.',
  },
  { id: 'jgtwhe1' },
  { id: 'warwhe1' },
  { id: 'jaweye2' },
  { id: 'gyctib1' },
  {
    id: 'crcbab1',
    range: 'Java and Bali',
  },
  { id: 'chbscb1' },
  {
    id: 'whbbab2',
    range: 'Java',
    habitat: 'Lowland and hill forest undergrowth',
    look: 'We follow its song through the thick undergrowth of the Carita lowland forest, where it forages close to the ground.',
    note: 'A small babbler, rufous-brown above and white below, found only in the forests of western Java. It forages low in thick cover and is usually found by its song.',
  },
  { id: 'whbbab1' },
  {
    id: 'bkcbab2',
    range: 'Java',
  },
  { id: 'horbab2' },
  { id: 'eywbab1' },
  {
    id: 'javful1',
    range: 'Java',
  },
  {
    id: 'spocro1',
    range: 'Java',
    habitat: 'Montane forest canopy',
    look: 'We look for it in mixed feeding flocks high in the montane forest of Gunung Gede and Halimun.',
    note: 'A long-tailed babbler with boldly spotted black-and-white plumage and chestnut flanks, living in the mountain forests of western and central Java. It travels with mixed feeding flocks high in the trees.',
  },
  {
    id: 'ruflau1',
    range: 'Java',
    habitat: 'Dense undergrowth in submontane forest',
    look: 'We listen for noisy parties moving through thick undergrowth on the lower slopes above Cibodas.',
    note: 'A brown laughingthrush with a rufous forehead that has become scarce through trapping for the cage-bird trade. Small, noisy groups still survive on the slopes of Gede-Pangrango.',
  },
  { id: 'hilmyn' },
  { id: 'sunthr1' },
  {
    id: 'javcoc1',
    range: 'Java',
    habitat: 'Montane forest with fruiting trees',
    look: 'We wait quietly near fruiting trees in the montane forest of Gunung Gede and Halimun for this rare canopy thrush.',
    note: 'A shy blue-and-black thrush of the mountain forests of western and central Java. It feeds quietly on fruit in the canopy and is one of the hardest endemics to find.',
  },
  { id: 'indfly1' },
  { id: 'hibfly3' },
  { id: 'lessho1' },
  { id: 'whbsho10' },
  {
    id: 'javwht1',
    range: 'Java and Bali',
  },
  { id: 'sunfor1' },
  { id: 'sunrob1' },
  { id: 'snbfly1' },
  { id: 'lipfly1' },
  { id: 'piebus1' },
  { id: 'orbflo1' },
  { id: 'blbflo1' },
  { id: 'schflo1' },
  { id: 'pltsun2' },
  { id: 'olbsun4' },
  {
    id: 'scasun1',
    range: 'Java',
    look: 'We check flowering trees in the Cibodas Botanic Garden and along the start of the Gede trail.',
  },
  {
    id: 'whfsun1',
    range: 'Java',
    habitat: 'Flowering shrubs at the montane forest edge',
    look: 'We watch flowering shrubs at the forest edge on Gunung Gede and in the Ciwidey highlands.',
    note: 'The male has a scarlet breast, glossy green crown and long tail, with white tufts on the flanks. It feeds at flowers along the trails of Gunung Gede and around Kawah Putih.',
  },
  { id: 'javmun1' },
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
    'javhae1', 'javtro1', 'javcoc1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'ruflau1', 'scasun1', 'chbpar1',
    'jgtwhe1', 'javful1', 'javtes1', 'crcbab1',
    'eywbab1', 'chbscb1', 'rutfan1', 'whbfan1', 'whbsho10',
    'jaweye2', 'sunbul3', 'hibfly3', 'javmun1', 'blbbar2',
    'flfbar1', 'orsbul3', 'gyctib1', 'milsto1', 'suntea1',
    'japher1', 'bcnher', 'strher', 'purher1', 'greegr',
    'litegr', 'integr1', 'libcor1', 'darter2', 'gloibi',
    'colkin1', 'smbkin1', 'whiter2', 'whimbr', 'comsan',
    'woosan', 'comgre', 'whbwat1', 'bncwoo2',
    'bawpri1', 'ashtai1', 'gobger1', 'piefan1',
    'pltsun2', 'olbsun4', 'schflo1', 'yevbul1',
    'sohbul1', 'brakit1', 'pacswa1', 'comior1', 'sunfor1',
    'sunthr1', 'sunmin1', 'sunwar1', 'indfly1', 'lipfly1',
    'snbfly1', 'moutai2', 'warwhe1', 'blbflo1',
    'whbbab1', 'phfdov1', 'dbipig1', 'volswi1',
    'blaeag1', 'brtbar1', 'lotshr1', 'ashdro1', 'crseag1',
    'rebmal2', 'grtdro1', 'blnmon1',
    'orbflo1',
  ],
  '7d6n': [
    'javhae1', 'javtro1', 'javcoc1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'ruflau1', 'banpit2', 'scasun1', 'javfro3',
    'chbpar1', 'jgtwhe1', 'javful1', 'javtes1',
    'crcbab1', 'whbbab2', 'chbscb1',
    'bkcbab2', 'rutfan1', 'whbfan1', 'whbsho10',
    'jaweye2', 'sunbul3', 'hibfly3', 'javmun1', 'blbbar2',
    'flfbar1', 'orsbul3', 'gyctib1', 'milsto1', 'suntea1',
    'javplo1', 'japher1', 'bcnher', 'strher', 'purher1',
    'greegr', 'litegr', 'integr1', 'libcor1', 'darter2',
    'gloibi', 'colkin1', 'smbkin1', 'whiter2', 'whimbr',
    'comsan', 'woosan', 'comgre', 'whbwat1',
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
  ],
  '8d7n': [
    'javhae1', 'javtro1', 'javcoc1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'ruflau1', 'banpit2', 'scasun1', 'javfro3', 'javowl1',
    'chbpar1', 'jgtwhe1', 'javful1', 'javtes1',
    'crcbab1', 'whbbab2', 'chbscb1',
    'bkcbab2', 'rutfan1', 'whbfan1', 'whbsho10',
    'jaweye2', 'sunbul3', 'hibfly3', 'javmun1', 'blbbar2',
    'flfbar1', 'orsbul3', 'gyctib1', 'milsto1', 'suntea1',
    'javplo1', 'japher1', 'bcnher', 'strher', 'purher1',
    'greegr', 'litegr', 'integr1', 'libcor1', 'darter2',
    'gloibi', 'colkin1', 'smbkin1', 'whiter2', 'whimbr',
    'comsan', 'woosan', 'comgre', 'whbwat1',
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
  ],
  '10d9n': [
    'javhae1', 'javtro1', 'javcoc1', 'javkin1', 'javwht1',
    'jasowl2', 'spocro1', 'pygtit1', 'whfsun1',
    'ruflau1', 'banpit2', 'bubkin2', 'scasun1',
    'javfro3', 'javowl1', 'chbpar1', 'jgtwhe1',
    'javful1', 'javtes1', 'crcbab1', 'whbbab2',
    'chbscb1', 'bkcbab2', 'rutfan1', 'whbfan1',
    'whbsho10', 'jaweye2', 'sunbul3', 'hibfly3', 'javmun1',
    'blbbar2', 'flfbar1', 'orsbul3', 'gyctib1',
    'milsto1', 'suntea1', 'javplo1', 'japher1', 'bcnher',
    'strher', 'purher1', 'greegr', 'litegr', 'integr1',
    'libcor1', 'darter2', 'gloibi', 'colkin1',
    'smbkin1', 'whiter2', 'whimbr', 'comsan', 'woosan',
    'comgre', 'whbwat1', 'bncwoo2', 'bawpri1',
    'ashtai1', 'gobger1', 'piefan1', 'pltsun2',
    'olbsun4', 'schflo1', 'yevbul1', 'sohbul1',
    'brakit1', 'pacswa1', 'comior1', 'sunfor1', 'sunthr1', 'sunmin1',
    'sunwar1', 'sunrob1', 'indfly1', 'lipfly1', 'snbfly1',
    'moutai2', 'warwhe1', 'blbflo1', 'eywbab1',
    'whbbab1', 'phfdov1', 'dbipig1', 'volswi1',
    'blaeag1', 'brtbar1', 'lotshr1', 'ashdro1', 'crseag1',
    'rebmal2', 'grtdro1', 'blnmon1', 'horbab2',
    'orbflo1',
  ],
};

/** Way Kambas National Park, Sumatra (14-day tour only): the three star birds first. */
export const sumatraSpecies: readonly string[] = [
  'whwduc1', 'stosto1', 'garpit1', 'wonsto1', 'lesadj1',
  'bonnig1', 'larfro1', 'goufro1', 'resowl1', 'bufowl2',
  'blahor1', 'buchor1', 'rhihor1', 'ruckin1',
  'bankin1', 'diatro1', 'rentro1', 'barbro1',
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
