// Mammals of Ujung Kulon National Park for the mammal tour pages. The first six entries are the
// most sought-after species; all are recorded in the park (peninsula, Gunung Honje, Peucang and
// Handeuleum islands).
import type { MammalRecordInput } from '../schema/species.ts';
import { slugify } from '../schema/slug.ts';

interface Mammal {
  name: string;
  scientific: string;
  note: string;
  /** Its standard Indonesian name, where certain. */
  indonesian?: string;
}

/** A mammal of the tour page's photo carousel, by id; its caption is the record's `look`. */
interface CarouselMammal {
  id: string;
  caption: string;
}

export const ujungKulonMammals: Mammal[] = [
  {
    name: 'Javan Rhinoceros',
    indonesian: 'Badak Jawa',
    scientific: 'Rhinoceros sondaicus',
    note: 'The last wild population in the world lives only on the Ujung Kulon peninsula, and the rangers guard it closely; a sighting is rare, its tracks a fair chance.',
  },
  {
    name: 'Banteng',
    indonesian: 'Banteng',
    scientific: 'Bos javanicus',
    note: 'Wild cattle that come out to graze on the open grazing grounds of Cidaon and Cigenter in the early morning and late afternoon.',
  },
  {
    name: 'Javan Gibbon',
    indonesian: 'Owa Jawa',
    scientific: 'Hylobates moloch',
    note: 'An endangered silvery-grey ape of West Java; females sing loud solo songs at dawn, and seeing the family takes luck.',
  },
  {
    name: 'Javan Leopard',
    indonesian: 'Macan Tutul Jawa',
    scientific: 'Panthera pardus',
    note: "The Javan subspecies (P. p. melas), often black; Java's last large cat is mostly recorded on camera traps, and a sighting is rare.",
  },
  {
    name: 'Javan Lutung',
    indonesian: 'Lutung Jawa',
    scientific: 'Trachypithecus auratus',
    note: 'A glossy black leaf monkey whose infants are bright orange; groups feed in the canopy along the rivers.',
  },
  {
    name: 'Javan Surili',
    indonesian: 'Surili',
    scientific: 'Presbytis comata',
    note: 'Also called the Grizzled Leaf Monkey; a grey-and-white langur found only in the forests of western and central Java. Groups are easiest to see in Halimun and on Gede-Pangrango; in Ujung Kulon it keeps to the Gunung Honje hills and the peninsula forest, and is seen only with luck.',
  },
  {
    name: 'Dhole',
    indonesian: 'Ajag',
    scientific: 'Cuon alpinus',
    note: 'The Asian wild dog hunts in packs through the forest and along the beaches; its tracks are often seen on the sand.',
  },
  {
    name: 'Javan Slow Loris',
    indonesian: 'Kukang Jawa',
    scientific: 'Nycticebus javanicus',
    note: 'A critically endangered nocturnal primate, searched for by torchlight on night walks.',
  },
  {
    name: 'Sunda Pangolin',
    indonesian: 'Trenggiling',
    scientific: 'Manis javanica',
    note: 'A shy, nocturnal ant-eater covered in scales and heavily threatened by the wildlife trade.',
  },
  {
    name: 'Javan Mouse-deer',
    scientific: 'Tragulus javanicus',
    note: 'A tiny hoofed mammal no bigger than a rabbit, often seen at dusk on Peucang Island.',
  },
  {
    name: 'Javan Rusa',
    scientific: 'Rusa timorensis',
    note: 'The native deer of Java; tame herds graze around the ranger station on Peucang Island.',
  },
  {
    name: 'Red Muntjac',
    indonesian: 'Kijang',
    scientific: 'Muntiacus muntjak',
    note: 'A small barking deer, usually heard giving its alarm bark before it is seen.',
  },
  {
    name: 'Wild Boar',
    indonesian: 'Babi Hutan',
    scientific: 'Sus scrofa',
    note: 'Common on the grazing grounds and beaches, and a main prey of leopard and dhole.',
  },
  {
    name: 'Long-tailed Macaque',
    indonesian: 'Monyet Ekor Panjang',
    scientific: 'Macaca fascicularis',
    note: 'The most familiar monkey of the park, living in troops along the coast and mangroves.',
  },
  {
    name: 'Asian Small-clawed Otter',
    scientific: 'Aonyx cinereus',
    note: 'The smallest otter in the world, seen in family groups along rivers and the Cigenter estuary.',
  },
  {
    name: 'Smooth-coated Otter',
    scientific: 'Lutrogale perspicillata',
    note: 'A larger otter that hunts fish in the estuaries and along the sheltered coast.',
  },
  {
    name: 'Sunda Leopard Cat',
    scientific: 'Prionailurus javanensis',
    note: 'A spotted, house-cat-sized wild cat of the forest edge, active at night.',
  },
  {
    name: 'Asian Palm Civet',
    indonesian: 'Musang Luwak',
    scientific: 'Paradoxurus hermaphroditus',
    note: 'A nocturnal, fruit-eating civet often seen in the torch beam climbing trees.',
  },
  {
    name: 'Small Indian Civet',
    scientific: 'Viverricula indica',
    note: 'A ground-dwelling civet with a ringed tail that hunts in grassland and forest edge at night.',
  },
  {
    name: 'Javan Mongoose',
    scientific: 'Urva javanica',
    note: 'A quick, low-slung predator sometimes seen crossing trails and beach paths by day.',
  },
  {
    name: 'Sunda Colugo',
    scientific: 'Galeopterus variegatus',
    note: 'A gliding mammal with a skin membrane between its limbs, found clinging to tree trunks at dusk.',
  },
  {
    name: 'Black Giant Squirrel',
    scientific: 'Ratufa bicolor',
    note: 'A large black-and-buff squirrel of the canopy, often located by its loud calls.',
  },
  {
    name: 'Plantain Squirrel',
    scientific: 'Callosciurus notatus',
    note: 'A common, active squirrel with a chestnut belly and pale side stripes.',
  },
  {
    name: 'Sunda Porcupine',
    indonesian: 'Landak Jawa',
    scientific: 'Hystrix javanica',
    note: 'A nocturnal porcupine whose shed quills are often found on forest trails.',
  },
  {
    name: 'Large Flying Fox',
    indonesian: 'Kalong',
    scientific: 'Pteropus vampyrus',
    note: 'One of the largest bats in the world, flying out over the coast from its roosts at dusk.',
  },
  {
    name: 'Javan Treeshrew',
    scientific: 'Tupaia javanica',
    note: 'A small, squirrel-like insect eater that darts through the undergrowth and low branches.',
  },
  {
    name: 'Yellow-throated Marten',
    scientific: 'Martes flavigula',
    note: 'A colourful, agile predator that hunts by day, sometimes in pairs.',
  },
];

/** A mammal's order and family, keyed by its scientific name. */
interface MammalTaxon {
  scientific: string;
  order: string;
  /** The family and its English group name, written as eBird writes bird families: "Felidae (Cats)". */
  family: string;
}

// The taxonomic sequence of the mammals above, for the printable checklist of the mammals tour.
// Source: the Mammal Diversity Database of the American Society of Mammalogists
// (mammaldiversity.org, mdd.csv as published in September 2020). Its file lists species in its own
// sequence: orders in phylogenetic order (its `phylosort` column: Dermoptera 17, Scandentia 18,
// Primates 19, Rodentia 21, Chiroptera 23, Pholidota 24, Carnivora 25, Perissodactyla 26,
// Artiodactyla 27), then alphabetically by suborder, infraorder, superfamily, family, subfamily,
// tribe, genus and species. The rows below keep that sequence; the English group names are ours.
const mammalTaxonomy: readonly MammalTaxon[] = [
  { scientific: 'Galeopterus variegatus', order: 'Dermoptera', family: 'Cynocephalidae (Colugos)' },
  { scientific: 'Tupaia javanica', order: 'Scandentia', family: 'Tupaiidae (Treeshrews)' },
  // Haplorhini (monkeys and apes) before Strepsirrhini (lorises); Cercopithecinae before Colobinae.
  { scientific: 'Macaca fascicularis', order: 'Primates', family: 'Cercopithecidae (Old World Monkeys)' },
  { scientific: 'Presbytis comata', order: 'Primates', family: 'Cercopithecidae (Old World Monkeys)' },
  { scientific: 'Trachypithecus auratus', order: 'Primates', family: 'Cercopithecidae (Old World Monkeys)' },
  { scientific: 'Hylobates moloch', order: 'Primates', family: 'Hylobatidae (Gibbons)' },
  { scientific: 'Nycticebus javanicus', order: 'Primates', family: 'Lorisidae (Lorises and Pottos)' },
  // Hystricomorpha before Sciuromorpha; Callosciurinae before Ratufinae.
  { scientific: 'Hystrix javanica', order: 'Rodentia', family: 'Hystricidae (Old World Porcupines)' },
  { scientific: 'Callosciurus notatus', order: 'Rodentia', family: 'Sciuridae (Squirrels)' },
  { scientific: 'Ratufa bicolor', order: 'Rodentia', family: 'Sciuridae (Squirrels)' },
  { scientific: 'Pteropus vampyrus', order: 'Chiroptera', family: 'Pteropodidae (Old World Fruit Bats)' },
  { scientific: 'Manis javanica', order: 'Pholidota', family: 'Manidae (Pangolins)' },
  // Caniformia (Arctoidea: Mustelidae, then Canoidea: Canidae) before Feliformia (Feloidea, then
  // Viverroidea: Herpestidae, Viverridae); Guloninae (martens) before Lutrinae (otters).
  { scientific: 'Martes flavigula', order: 'Carnivora', family: 'Mustelidae (Weasels, Martens and Otters)' },
  { scientific: 'Aonyx cinereus', order: 'Carnivora', family: 'Mustelidae (Weasels, Martens and Otters)' },
  { scientific: 'Lutrogale perspicillata', order: 'Carnivora', family: 'Mustelidae (Weasels, Martens and Otters)' },
  { scientific: 'Cuon alpinus', order: 'Carnivora', family: 'Canidae (Dogs and Foxes)' },
  { scientific: 'Prionailurus javanensis', order: 'Carnivora', family: 'Felidae (Cats)' },
  { scientific: 'Panthera pardus', order: 'Carnivora', family: 'Felidae (Cats)' },
  { scientific: 'Urva javanica', order: 'Carnivora', family: 'Herpestidae (Mongooses)' },
  { scientific: 'Paradoxurus hermaphroditus', order: 'Carnivora', family: 'Viverridae (Civets and Genets)' },
  { scientific: 'Viverricula indica', order: 'Carnivora', family: 'Viverridae (Civets and Genets)' },
  { scientific: 'Rhinoceros sondaicus', order: 'Perissodactyla', family: 'Rhinocerotidae (Rhinoceroses)' },
  // Ruminantia (Pecora: Bovidae, Cervidae; then Tragulina) before Suina; Cervini before Muntiacini.
  { scientific: 'Bos javanicus', order: 'Artiodactyla', family: 'Bovidae (Cattle and Antelopes)' },
  { scientific: 'Rusa timorensis', order: 'Artiodactyla', family: 'Cervidae (Deer)' },
  { scientific: 'Muntiacus muntjak', order: 'Artiodactyla', family: 'Cervidae (Deer)' },
  { scientific: 'Tragulus javanicus', order: 'Artiodactyla', family: 'Tragulidae (Chevrotains)' },
  { scientific: 'Sus scrofa', order: 'Artiodactyla', family: 'Suidae (Pigs)' },
];

/** Photo subjects for the carousel on the mammal tour page, by id (drawn from ujungKulonMammals). */
export const mammalCarousel: CarouselMammal[] = [
  {
    id: 'javan-rhinoceros',
    caption: 'We walk ranger-led trails through rhino country, where fresh tracks sometimes cross the path; a sighting is rare, and the rhinos\u2019 core zones stay closed to visitors.',
  },
  {
    id: 'banteng',
    caption: 'We watch herds from the observation tower at the Cidaon grazing ground in the early morning.',
  },
  {
    id: 'javan-gibbon',
    caption: 'We listen for the dawn song of the females and, with luck, find the family in the canopy.',
  },
  {
    id: 'javan-leopard',
    caption: 'We check tracks on trails and beaches and show recent camera-trap images of this elusive cat, which is rarely seen.',
  },
  {
    id: 'dhole',
    caption: 'We scan the beaches and grazing grounds at dawn, when packs are most active; a sighting takes luck.',
  },
  {
    id: 'javan-lutung',
    caption: 'We look for feeding groups in the riverside trees along the forest trails between Cidaon and Citerjun.',
  },
  {
    id: 'javan-rusa',
    caption: 'We photograph the deer grazing on the lawns of Peucang Island in the soft evening light.',
  },
  {
    id: 'javan-mouse-deer',
    caption: 'We walk the forest edge on Peucang Island at dusk, when mouse-deer come out to feed.',
  },
];

/** A mammal's id: its English name as a slug (javan-gibbon). */
export const mammalId = (name: string) => slugify(name);

/** The 27 mammals by id, in the tour page's order (the most sought-after first). */
export const ujungKulonMammalIds: readonly string[] = ujungKulonMammals.map((m) => mammalId(m.name));

/** "Javan Rhinoceros (Rhinoceros sondaicus)", the alt text of a mammal's photo, by id. */
export function mammalLabel(id: string): string {
  const mammal = ujungKulonMammals.find((m) => mammalId(m.name) === id);
  return mammal ? `${mammal.name} (${mammal.scientific})` : id;
}

// Facts the lists above do not hold, keyed by scientific name: the range (the narrowest area that
// holds every native wild population), the global Red List category with the year of the IUCN
// assessment (for the Javan leopard, the assessment of its subspecies), and the sites where we find
// the animal, with how likely. Most of the 27 are Ujung Kulon's; the primates, the treeshrew and the
// marten live in the mountain parks too, and the night mammals are easier at Way Kambas.
const facts: Record<string, Pick<MammalRecordInput, 'range' | 'iucn' | 'at'>> = {
  'Galeopterus variegatus': {
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'with luck', peucang: 'with luck', carita: 'with luck', 'way-kambas': 'with luck' },
  },
  'Tupaia javanica': {
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'likely', peucang: 'with luck', carita: 'likely', halimun: 'likely', 'gunung-gede': 'likely', cibodas: 'likely' },
  },
  'Macaca fascicularis': {
    range: 'wider',
    iucn: { category: 'EN', year: 2022, source: 'IUCN' },
    at: { 'ujung-kulon': 'regular', peucang: 'regular', carita: 'regular', 'muara-angke': 'regular', 'way-kambas': 'regular' },
  },
  // Nijman, Setiawan & Ang 2022, IUCN Red List: Vulnerable; western and central Java.
  'Presbytis comata': {
    range: 'Java',
    iucn: { category: 'VU', year: 2022, source: 'IUCN', checked: '2026-12-02' },
    at: { halimun: 'likely', 'gunung-gede': 'likely', cibodas: 'with luck', 'ujung-kulon': 'with luck' },
  },
  'Trachypithecus auratus': {
    range: 'Indonesia',
    iucn: { category: 'VU', year: 2021, source: 'IUCN' },
    at: { 'ujung-kulon': 'likely', halimun: 'likely', 'gunung-gede': 'likely', carita: 'with luck' },
  },
  'Hylobates moloch': {
    range: 'Java',
    iucn: { category: 'EN', year: 2020, source: 'IUCN' },
    at: { halimun: 'likely', 'gunung-gede': 'with luck', 'ujung-kulon': 'with luck' },
  },
  'Nycticebus javanicus': {
    range: 'Java',
    iucn: { category: 'CR', year: 2020, source: 'IUCN' },
    at: { halimun: 'with luck', 'ujung-kulon': 'rare' },
  },
  'Hystrix javanica': {
    range: 'Indonesia',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'rare' },
  },
  'Callosciurus notatus': {
    range: 'Sunda region',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'regular', peucang: 'likely', carita: 'regular', 'way-kambas': 'regular' },
  },
  'Ratufa bicolor': {
    range: 'wider',
    iucn: { category: 'NT', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'likely', peucang: 'with luck', 'way-kambas': 'likely', carita: 'with luck', halimun: 'with luck' },
  },
  'Pteropus vampyrus': {
    range: 'wider',
    iucn: { category: 'EN', year: 2022, source: 'IUCN' },
    at: { 'ujung-kulon': 'likely', 'way-kambas': 'with luck' },
  },
  'Manis javanica': {
    range: 'wider',
    iucn: { category: 'CR', year: 2019, source: 'IUCN' },
    at: { 'ujung-kulon': 'rare' },
  },
  'Martes flavigula': {
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'with luck', 'gunung-gede': 'with luck', halimun: 'with luck' },
  },
  'Aonyx cinereus': {
    range: 'wider',
    iucn: { category: 'VU', year: 2021, source: 'IUCN' },
    at: { cigenter: 'with luck', 'ujung-kulon': 'rare' },
  },
  'Lutrogale perspicillata': {
    range: 'wider',
    iucn: { category: 'VU', year: 2021, source: 'IUCN' },
    at: { 'ujung-kulon': 'with luck' },
  },
  'Cuon alpinus': {
    range: 'wider',
    iucn: { category: 'EN', year: 2015, source: 'IUCN' },
    at: { 'ujung-kulon': 'with luck' },
  },
  'Prionailurus javanensis': {
    range: 'wider',
    iucn: { category: 'LC', year: 2015, source: 'IUCN' },
    at: { 'ujung-kulon': 'with luck', 'way-kambas': 'likely' },
  },
  // The record is the Javan leopard: the range and the category are its subspecies' (the species
  // ranges far beyond Indonesia), and the page says so. Wibisono et al. 2021, IUCN Red List:
  // Endangered, down from Critically Endangered since 2008 (CATnews 74).
  'Panthera pardus': {
    range: 'Java',
    iucn: { category: 'EN', year: 2021, source: 'IUCN', taxon: 'Panthera pardus melas', checked: '2026-12-02' },
    at: { 'ujung-kulon': 'rare', halimun: 'rare', 'gunung-gede': 'rare' },
  },
  'Urva javanica': {
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'with luck' },
  },
  'Paradoxurus hermaphroditus': {
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'likely', 'way-kambas': 'likely', halimun: 'with luck' },
  },
  'Viverricula indica': {
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'with luck', 'way-kambas': 'with luck' },
  },
  'Rhinoceros sondaicus': {
    range: 'Java',
    iucn: { category: 'CR', year: 2020, source: 'IUCN' },
    at: { 'ujung-kulon': 'rare', cigenter: 'rare' },
  },
  'Bos javanicus': {
    range: 'wider',
    iucn: { category: 'EN', year: 2016, source: 'IUCN' },
    at: { cidaon: 'regular', cigenter: 'with luck' },
  },
  'Rusa timorensis': {
    range: 'Java and Bali',
    iucn: { category: 'VU', year: 2015, source: 'IUCN' },
    at: { peucang: 'regular', cidaon: 'likely' },
  },
  'Muntiacus muntjak': {
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'IUCN' },
    at: { 'ujung-kulon': 'likely', halimun: 'with luck' },
  },
  'Tragulus javanicus': {
    range: 'Java',
    iucn: { category: 'DD', year: 2015, source: 'IUCN' },
    at: { peucang: 'likely', 'ujung-kulon': 'with luck' },
  },
  'Sus scrofa': {
    range: 'wider',
    iucn: { category: 'LC', year: 2019, source: 'IUCN' },
    at: { 'ujung-kulon': 'regular', peucang: 'regular' },
  },
};

/**
 * One record per mammal, in the Mammal Diversity Database sequence of mammalTaxonomy, keyed by
 * slug; each joins its names and note, its order and family, and its carousel caption as `look`.
 */
export const mammals: MammalRecordInput[] = mammalTaxonomy.map(({ scientific, order, family }) => {
  const mammal = ujungKulonMammals.find((m) => m.scientific === scientific);
  const name = mammal?.name ?? scientific;
  const photo = mammalCarousel.find((p) => p.id === mammalId(name));
  return { id: mammalId(name), name, scientific, order, family, ...facts[scientific], ...(mammal ? { note: mammal.note } : {}), ...(mammal?.indonesian ? { indonesian: mammal.indonesian } : {}), ...(photo ? { look: photo.caption } : {}) };
});
