// Bird species data for the site: per-location lists, carousels, key species and tour-package
// lists. Every English and scientific name is an exact eBird/Clements 2023 name, a row of
// content/species/taxonomy-2023.csv (the build checks each one).

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

export interface CarouselBird {
  slug: string;
  name: string;
  scientific: string;
  caption: string;
}

export interface KeySpecies {
  slug: string;
  name: string;
  scientific: string;
  status: KeySpeciesStatus;
  habitat: string;
  description: string;
}

/** Species a visiting birder can realistically find at each site, most wanted first. */
export const locationSpecies: Record<LocationKey, readonly string[]> = {
  // Ujung Kulon National Park: lowland rainforest, beach forest, grazing grounds and coast.
  'ujung-kulon': [
    'Green Peafowl', 'Green Junglefowl', 'Red Junglefowl', 'Lesser Adjutant', 'Javan Banded-Pitta',
    'Rhinoceros Hornbill', 'Wreathed Hornbill', 'Oriental Pied-Hornbill', 'Banded Broadbill',
    'Stork-billed Kingfisher', 'Collared Kingfisher', 'Blue-eared Kingfisher', 'White-bellied Sea-Eagle',
    'Crested Serpent-Eagle', 'Changeable Hawk-Eagle', 'Green Imperial-Pigeon', 'Black-naped Fruit-Dove',
    'Pink-necked Green-Pigeon', 'Red-billed Malkoha', 'Chestnut-breasted Malkoha', 'Common Hill Myna',
    'Greater Racket-tailed Drongo', 'Black-naped Oriole', 'Gray-cheeked Tit-Babbler', 'Pacific Reef-Heron',
  ],
  // Muara Angke mangroves and the Jakarta Bay shore (Pulau Rambut colonies fly over).
  'muara-angke': [
    'Javan White-eye', 'Sunda Teal', 'Milky Stork', 'Javan Pond-Heron', 'Black-crowned Night Heron',
    'Striated Heron', 'Purple Heron', 'Great Egret', 'Little Egret', 'Medium Egret',
    'Little Black Cormorant', 'Little Pied Cormorant', 'Oriental Darter', 'Glossy Ibis',
    'Collared Kingfisher', 'Small Blue Kingfisher', 'Sunda Pygmy Woodpecker', 'Bar-winged Prinia',
    'Ashy Tailorbird', 'Golden-bellied Gerygone', 'Malaysian Pied-Fantail', 'Brown-throated Sunbird',
    'Ornate Sunbird', 'Scarlet-headed Flowerpecker', 'Yellow-vented Bulbul', 'White-breasted Waterhen',
    'Whiskered Tern', 'Brahminy Kite', 'Javan Munia', 'Pacific Swallow', 'Common Iora',
  ],
  // Gunung Gede-Pangrango National Park: submontane to upper montane forest.
  'gunung-gede': [
    'Javan Hawk-Eagle', 'Javan Trogon', 'Javan Cochoa', 'Javan Whistling-Thrush', 'Javan Scops-Owl',
    'Pygmy Tit', 'Spotted Crocias', 'White-flanked Sunbird', 'Javan Gray-throated White-eye',
    'Warbling White-eye', 'Javan Fulvetta', 'Crescent-chested Babbler', 'White-bibbed Babbler',
    'Eyebrowed Wren-Babbler', 'Javan Tesia', 'Sunda Warbler', 'Mountain Tailorbird', 'Sunda Forktail',
    'Sunda Thrush', 'Sunda Robin', 'Javan Shortwing', 'Orange-spotted Bulbul', 'Sunda Minivet',
    'Chestnut-bellied Partridge', 'Rufous-fronted Laughingthrush', 'Pink-headed Fruit-Dove',
    'Dark-backed Imperial-Pigeon', 'Indigo Flycatcher', 'Rufous-tailed Fantail',
    'Blood-breasted Flowerpecker', 'Volcano Swiftlet', 'Javan Sunbird',
  ],
  // Kawah Putih and the Ciwidey highlands: montane forest of Gunung Patuha, tea estates and edges.
  'kawah-putih': [
    'Javan Whistling-Thrush', 'Pygmy Tit', 'Javan Gray-throated White-eye', 'Warbling White-eye',
    'Javan Fulvetta', 'Javan Tesia', 'Sunda Warbler', 'Mountain Tailorbird', 'White-flanked Sunbird',
    'Javan Sunbird', 'Blood-breasted Flowerpecker', 'Orange-spotted Bulbul', 'Sunda Minivet',
    'Rufous-tailed Fantail', 'Javan Bulbul', 'Indigo Flycatcher', 'Little Pied Flycatcher',
    'Snowy-browed Flycatcher', 'Javan Shortwing', 'Lesser Shortwing', 'Crescent-chested Babbler',
    'Javan Scimitar-Babbler', 'Mountain Leaf Warbler', 'Black Eagle', 'Volcano Swiftlet', 'Pied Bushchat',
    'Long-tailed Shrike', 'Golden-headed Cisticola', 'Ashy Drongo', 'Flame-fronted Barbet',
    'Gray-headed Canary-Flycatcher',
  ],
  // Cibodas Botanic Garden and the lower Gede trail, at about 1,300 to 1,600 m. Black-banded
  // Barbet and Javan Frogmouth, lowland and hill-forest birds, are only occasional this high: they
  // are listed at Carita (the barbet at Halimun too), where the tours find them.
  cibodas: [
    'Javan Sunbird', 'Javan Whistling-Thrush', 'Sunda Forktail', 'Rufous-fronted Laughingthrush',
    'Javan Fulvetta', 'Crescent-chested Babbler', 'Javan Tesia', 'Pygmy Tit', 'Orange-spotted Bulbul',
    'Sunda Minivet', 'Flame-fronted Barbet', 'Brown-throated Barbet', 'Javan Blue Flycatcher',
    'Indigo Flycatcher', 'Javan Scops-Owl',
  ],
  // Gunung Halimun-Salak National Park: hill and montane forest.
  halimun: [
    'Javan Hawk-Eagle', 'Javan Trogon', 'Javan Cochoa', 'Javan Blue-banded Kingfisher', 'Javan Banded-Pitta',
    'Spotted Crocias', 'White-breasted Babbler', 'Javan Scimitar-Babbler', 'Javan Black-capped Babbler',
    'Black-banded Barbet', 'Chestnut-bellied Partridge',
  ],
  // Carita forest park: lowland forest on the Banten coast, where the birding tours go for the
  // lowland endemics and babblers named in their itineraries.
  carita: [
    'Javan Banded-Pitta', 'White-breasted Babbler', 'Javan Black-capped Babbler', "Horsfield's Babbler",
    'Black-banded Barbet', 'Javan Frogmouth', 'Javan Owlet',
  ],
};

/** Javan endemics for the photo carousel on the birding tour page. */
export const endemicCarousel: CarouselBird[] = [
  {
    slug: 'javan-hawk-eagle',
    name: 'Javan Hawk-Eagle',
    scientific: 'Nisaetus bartelsi',
    caption:
      'We scan forested ridges in Gunung Halimun-Salak from open viewpoints in mid-morning, when the eagles soar on rising air.',
  },
  {
    slug: 'javan-trogon',
    name: 'Javan Trogon',
    scientific: 'Apalharpactes reinwardtii',
    caption:
      'We search the mossy mid-storey along the Cibodas trail on Gunung Gede, where it often sits still for long periods.',
  },
  {
    slug: 'javan-cochoa',
    name: 'Javan Cochoa',
    scientific: 'Cochoa azurea',
    caption:
      'We wait quietly near fruiting trees in the montane forest of Gunung Gede and Halimun for this rare canopy thrush.',
  },
  {
    slug: 'javan-blue-banded-kingfisher',
    name: 'Javan Blue-banded Kingfisher',
    scientific: 'Alcedo euryzona',
    caption:
      'We walk the clear, rocky forest streams of Halimun at first light, where this critically rare kingfisher perches low over the water.',
  },
  {
    slug: 'chestnut-bellied-partridge',
    name: 'Chestnut-bellied Partridge',
    scientific: 'Arborophila javanica',
    caption: 'We listen for coveys calling at dawn on the forested slopes of Gunung Gede and Halimun, then wait quietly beside the trail.',
  },
  {
    slug: 'javan-scops-owl',
    name: 'Javan Scops-Owl',
    scientific: 'Otus angelinae',
    caption: 'We walk the lower Gede trail after dark and track the owl down by its call with a spotlight.',
  },
  {
    slug: 'pygmy-tit',
    name: 'Pygmy Tit',
    scientific: 'Aegithalos exilis',
    caption:
      'We follow its busy, twittering flocks through the canopy of high forest on Gunung Gede and around Kawah Putih.',
  },
  {
    slug: 'spotted-crocias',
    name: 'Spotted Crocias',
    scientific: 'Laniellus albonotatus',
    caption: 'We look for it in mixed feeding flocks high in the montane forest of Gunung Gede and Halimun.',
  },
  {
    slug: 'white-flanked-sunbird',
    name: 'White-flanked Sunbird',
    scientific: 'Aethopyga eximia',
    caption: 'We watch flowering shrubs at the forest edge on Gunung Gede and in the Ciwidey highlands.',
  },
  {
    slug: 'javan-sunbird',
    name: 'Javan Sunbird',
    scientific: 'Aethopyga mystacalis',
    caption: 'We check flowering trees in the Cibodas Botanic Garden and along the start of the Gede trail.',
  },
  {
    slug: 'rufous-fronted-laughingthrush',
    name: 'Rufous-fronted Laughingthrush',
    scientific: 'Garrulax rufifrons',
    caption:
      'We listen for noisy parties moving through thick undergrowth on the lower slopes above Cibodas.',
  },
  {
    slug: 'white-breasted-babbler',
    name: 'White-breasted Babbler',
    scientific: 'Stachyris grammiceps',
    caption: 'We follow its song through the thick undergrowth of the Carita lowland forest, where it forages close to the ground.',
  },
];

/** Key species for the about page. */
export const aboutKeySpecies: KeySpecies[] = [
  // Statuses are the true ones: "Endemic to Java" only for birds found nowhere else (not Bali, not
  // Sumatra), "Rare Endemic" for Java endemics that are scarce, "Vulnerable" for IUCN Vulnerable.
  {
    slug: 'javan-hawk-eagle',
    name: 'Javan Hawk-Eagle',
    scientific: 'Nisaetus bartelsi',
    status: 'Rare Endemic',
    habitat: 'Hill and lower montane rainforest',
    description:
      "Indonesia's national rare animal: a crested, Endangered forest eagle found only on Java. We watch for it soaring over forested ridges in Gunung Halimun-Salak and Gunung Gede-Pangrango.",
  },
  {
    slug: 'javan-trogon',
    name: 'Javan Trogon',
    scientific: 'Apalharpactes reinwardtii',
    status: 'Endemic to Java',
    habitat: 'Montane forest of western Java',
    description:
      'A green, scarlet and yellow trogon that sits motionless in the mid-storey for long periods. Patient scanning along the Gede trail usually rewards good views.',
  },
  {
    slug: 'chestnut-bellied-partridge',
    name: 'Chestnut-bellied Partridge',
    scientific: 'Arborophila javanica',
    status: 'Endemic to Java',
    habitat: 'Floor of hill and montane forest',
    description:
      'A plump forest partridge with a chestnut belly and barred back. Pairs call in duets at dawn; a quiet wait on the Gede and Halimun trails can bring a family across the path.',
  },
  {
    slug: 'javan-cochoa',
    name: 'Javan Cochoa',
    scientific: 'Cochoa azurea',
    status: 'Rare Endemic',
    habitat: 'Montane forest with fruiting trees',
    description:
      'A shy blue-and-black thrush of the mountain forests of western and central Java. It feeds quietly on fruit in the canopy and is one of the hardest endemics to find.',
  },
  {
    slug: 'javan-scops-owl',
    name: 'Javan Scops-Owl',
    scientific: 'Otus angelinae',
    status: 'Rare Endemic',
    habitat: 'Montane forest, found at night',
    description:
      'A small rufous-brown owl with bold pale eyebrows, known only from the mountains of Java. It is heard far more often than seen, so we look for it on guided night walks.',
  },
  {
    slug: 'spotted-crocias',
    name: 'Spotted Crocias',
    scientific: 'Laniellus albonotatus',
    status: 'Endemic to Java',
    habitat: 'Montane forest canopy',
    description:
      'A long-tailed babbler with boldly spotted black-and-white plumage and chestnut flanks, living in the mountain forests of western and central Java. It travels with mixed feeding flocks high in the trees.',
  },
  {
    slug: 'pygmy-tit',
    name: 'Pygmy Tit',
    scientific: 'Aegithalos exilis',
    status: 'Endemic to Java',
    habitat: 'Montane forest and forest edge',
    description:
      'One of the smallest songbirds in Asia, this grey, long-tailed tit moves through the canopy in busy flocks. It is common on Gede-Pangrango and in the Ciwidey highlands.',
  },
  {
    slug: 'white-flanked-sunbird',
    name: 'White-flanked Sunbird',
    scientific: 'Aethopyga eximia',
    status: 'Endemic to Java',
    habitat: 'Flowering shrubs at the montane forest edge',
    description:
      'The male has a scarlet breast, glossy green crown and long tail, with white tufts on the flanks. It feeds at flowers along the trails of Gunung Gede and around Kawah Putih.',
  },
  {
    slug: 'rufous-fronted-laughingthrush',
    name: 'Rufous-fronted Laughingthrush',
    scientific: 'Garrulax rufifrons',
    status: 'Rare Endemic',
    habitat: 'Dense undergrowth in submontane forest',
    description:
      'A brown laughingthrush with a rufous forehead that has become scarce through trapping for the cage-bird trade. Small, noisy groups still survive on the slopes of Gede-Pangrango.',
  },
  {
    slug: 'white-breasted-babbler',
    name: 'White-breasted Babbler',
    scientific: 'Stachyris grammiceps',
    status: 'Endemic to Java',
    habitat: 'Lowland and hill forest undergrowth',
    description:
      'A small babbler, rufous-brown above and white below, found only in the forests of western Java. It forages low in thick cover and is usually found by its song.',
  },
  {
    slug: 'lesser-adjutant',
    name: 'Lesser Adjutant',
    scientific: 'Leptoptilos javanicus',
    status: 'Vulnerable',
    habitat: 'Mangroves, coastal swamps and lowland forest',
    description:
      'A large, bare-headed stork listed as Vulnerable across its Asian range. We see it in Ujung Kulon and, on the 14-day tour, at Way Kambas in Sumatra.',
  },
];

/**
 * Key species per birding package; the first ten are the star birds, endemics first.
 * Sites: Muara Angke and Jakarta Bay, Ciwidey and Kawah Putih, Cibodas and Gunung Gede, Halimun, Carita;
 * the 14-day tour adds Way Kambas National Park in Lampung, Sumatra.
 */
export const birdingPackageSpecies: Record<PackageKey, readonly string[]> = {
  '14d13n': [], // filled below from the 10-day list and the Sumatran species
  '5d4n': [
    'Javan Hawk-Eagle', 'Javan Trogon', 'Javan Cochoa', 'Javan Kingfisher', 'Javan Whistling-Thrush',
    'Javan Scops-Owl', 'Spotted Crocias', 'Pygmy Tit', 'White-flanked Sunbird',
    'Rufous-fronted Laughingthrush', 'Javan Sunbird', 'Chestnut-bellied Partridge',
    'Javan Gray-throated White-eye', 'Javan Fulvetta', 'Javan Tesia', 'Crescent-chested Babbler',
    'Eyebrowed Wren-Babbler', 'Javan Scimitar-Babbler', 'Rufous-tailed Fantail', 'White-bellied Fantail', 'Javan Shortwing',
    'Javan White-eye', 'Javan Bulbul', 'Javan Blue Flycatcher', 'Javan Munia', 'Black-banded Barbet',
    'Flame-fronted Barbet', 'Orange-spotted Bulbul', 'Gray-cheeked Tit-Babbler', 'Milky Stork', 'Sunda Teal',
    'Javan Pond-Heron', 'Black-crowned Night Heron', 'Striated Heron', 'Purple Heron', 'Great Egret',
    'Little Egret', 'Medium Egret', 'Little Black Cormorant', 'Oriental Darter', 'Glossy Ibis',
    'Collared Kingfisher', 'Small Blue Kingfisher', 'Whiskered Tern', 'Whimbrel', 'Common Sandpiper',
    'Wood Sandpiper', 'Common Greenshank', 'White-breasted Waterhen', 'Sunda Pygmy Woodpecker',
    'Bar-winged Prinia', 'Ashy Tailorbird', 'Golden-bellied Gerygone', 'Malaysian Pied-Fantail',
    'Brown-throated Sunbird', 'Ornate Sunbird', 'Scarlet-headed Flowerpecker', 'Yellow-vented Bulbul',
    'Sooty-headed Bulbul', 'Brahminy Kite', 'Pacific Swallow', 'Common Iora', 'Sunda Forktail',
    'Sunda Thrush', 'Sunda Minivet', 'Sunda Warbler', 'Indigo Flycatcher', 'Little Pied Flycatcher',
    'Snowy-browed Flycatcher', 'Mountain Tailorbird', 'Warbling White-eye', 'Blood-breasted Flowerpecker',
    'White-bibbed Babbler', 'Pink-headed Fruit-Dove', 'Dark-backed Imperial-Pigeon', 'Volcano Swiftlet',
    'Black Eagle', 'Brown-throated Barbet', 'Long-tailed Shrike', 'Ashy Drongo', 'Crested Serpent-Eagle',
    'Red-billed Malkoha', 'Greater Racket-tailed Drongo', 'Black-naped Monarch',
    'Orange-bellied Flowerpecker',
  ],
  '7d6n': [
    'Javan Hawk-Eagle', 'Javan Trogon', 'Javan Cochoa', 'Javan Kingfisher', 'Javan Whistling-Thrush',
    'Javan Scops-Owl', 'Spotted Crocias', 'Pygmy Tit', 'White-flanked Sunbird',
    'Rufous-fronted Laughingthrush', 'Javan Banded-Pitta', 'Javan Sunbird', 'Javan Frogmouth',
    'Chestnut-bellied Partridge', 'Javan Gray-throated White-eye', 'Javan Fulvetta', 'Javan Tesia',
    'Crescent-chested Babbler', 'White-breasted Babbler', 'Javan Scimitar-Babbler',
    'Javan Black-capped Babbler', 'Rufous-tailed Fantail', 'White-bellied Fantail', 'Javan Shortwing',
    'Javan White-eye', 'Javan Bulbul', 'Javan Blue Flycatcher', 'Javan Munia', 'Black-banded Barbet',
    'Flame-fronted Barbet', 'Orange-spotted Bulbul', 'Gray-cheeked Tit-Babbler', 'Milky Stork', 'Sunda Teal',
    'Javan Plover', 'Javan Pond-Heron', 'Black-crowned Night Heron', 'Striated Heron', 'Purple Heron',
    'Great Egret', 'Little Egret', 'Medium Egret', 'Little Black Cormorant', 'Oriental Darter',
    'Glossy Ibis', 'Collared Kingfisher', 'Small Blue Kingfisher', 'Whiskered Tern', 'Whimbrel',
    'Common Sandpiper', 'Wood Sandpiper', 'Common Greenshank', 'White-breasted Waterhen',
    'Sunda Pygmy Woodpecker', 'Bar-winged Prinia', 'Ashy Tailorbird', 'Golden-bellied Gerygone',
    'Malaysian Pied-Fantail', 'Brown-throated Sunbird', 'Ornate Sunbird', 'Scarlet-headed Flowerpecker',
    'Yellow-vented Bulbul', 'Sooty-headed Bulbul', 'Brahminy Kite', 'Pacific Swallow', 'Common Iora',
    'Sunda Forktail', 'Sunda Thrush', 'Sunda Minivet', 'Sunda Warbler', 'Indigo Flycatcher',
    'Little Pied Flycatcher', 'Snowy-browed Flycatcher', 'Mountain Tailorbird', 'Warbling White-eye',
    'Blood-breasted Flowerpecker', 'White-bibbed Babbler', 'Pink-headed Fruit-Dove',
    'Dark-backed Imperial-Pigeon', 'Volcano Swiftlet', 'Black Eagle', 'Brown-throated Barbet',
    'Long-tailed Shrike', 'Ashy Drongo', 'Crested Serpent-Eagle', 'Red-billed Malkoha',
    'Greater Racket-tailed Drongo', 'Black-naped Monarch', "Horsfield's Babbler",
    'Orange-bellied Flowerpecker',
  ],
  '8d7n': [
    'Javan Hawk-Eagle', 'Javan Trogon', 'Javan Cochoa', 'Javan Kingfisher', 'Javan Whistling-Thrush',
    'Javan Scops-Owl', 'Spotted Crocias', 'Pygmy Tit', 'White-flanked Sunbird',
    'Rufous-fronted Laughingthrush', 'Javan Banded-Pitta', 'Javan Sunbird', 'Javan Frogmouth', 'Javan Owlet',
    'Chestnut-bellied Partridge', 'Javan Gray-throated White-eye', 'Javan Fulvetta', 'Javan Tesia',
    'Crescent-chested Babbler', 'White-breasted Babbler', 'Javan Scimitar-Babbler',
    'Javan Black-capped Babbler', 'Rufous-tailed Fantail', 'White-bellied Fantail', 'Javan Shortwing',
    'Javan White-eye', 'Javan Bulbul', 'Javan Blue Flycatcher', 'Javan Munia', 'Black-banded Barbet',
    'Flame-fronted Barbet', 'Orange-spotted Bulbul', 'Gray-cheeked Tit-Babbler', 'Milky Stork', 'Sunda Teal',
    'Javan Plover', 'Javan Pond-Heron', 'Black-crowned Night Heron', 'Striated Heron', 'Purple Heron',
    'Great Egret', 'Little Egret', 'Medium Egret', 'Little Black Cormorant', 'Oriental Darter',
    'Glossy Ibis', 'Collared Kingfisher', 'Small Blue Kingfisher', 'Whiskered Tern', 'Whimbrel',
    'Common Sandpiper', 'Wood Sandpiper', 'Common Greenshank', 'White-breasted Waterhen',
    'Sunda Pygmy Woodpecker', 'Bar-winged Prinia', 'Ashy Tailorbird', 'Golden-bellied Gerygone',
    'Malaysian Pied-Fantail', 'Brown-throated Sunbird', 'Ornate Sunbird', 'Scarlet-headed Flowerpecker',
    'Yellow-vented Bulbul', 'Sooty-headed Bulbul', 'Brahminy Kite', 'Pacific Swallow', 'Common Iora',
    'Sunda Forktail', 'Sunda Thrush', 'Sunda Minivet', 'Sunda Warbler', 'Indigo Flycatcher',
    'Little Pied Flycatcher', 'Snowy-browed Flycatcher', 'Mountain Tailorbird', 'Warbling White-eye',
    'Blood-breasted Flowerpecker', 'Eyebrowed Wren-Babbler', 'White-bibbed Babbler',
    'Pink-headed Fruit-Dove', 'Dark-backed Imperial-Pigeon', 'Volcano Swiftlet', 'Black Eagle',
    'Brown-throated Barbet', 'Long-tailed Shrike', 'Ashy Drongo', 'Crested Serpent-Eagle',
    'Red-billed Malkoha', 'Greater Racket-tailed Drongo', 'Black-naped Monarch', "Horsfield's Babbler",
    'Orange-bellied Flowerpecker',
  ],
  '10d9n': [
    'Javan Hawk-Eagle', 'Javan Trogon', 'Javan Cochoa', 'Javan Kingfisher', 'Javan Whistling-Thrush',
    'Javan Scops-Owl', 'Spotted Crocias', 'Pygmy Tit', 'White-flanked Sunbird',
    'Rufous-fronted Laughingthrush', 'Javan Banded-Pitta', 'Javan Blue-banded Kingfisher', 'Javan Sunbird',
    'Javan Frogmouth', 'Javan Owlet', 'Chestnut-bellied Partridge', 'Javan Gray-throated White-eye',
    'Javan Fulvetta', 'Javan Tesia', 'Crescent-chested Babbler', 'White-breasted Babbler',
    'Javan Scimitar-Babbler', 'Javan Black-capped Babbler', 'Rufous-tailed Fantail', 'White-bellied Fantail',
    'Javan Shortwing', 'Javan White-eye', 'Javan Bulbul', 'Javan Blue Flycatcher', 'Javan Munia',
    'Black-banded Barbet', 'Flame-fronted Barbet', 'Orange-spotted Bulbul', 'Gray-cheeked Tit-Babbler',
    'Milky Stork', 'Sunda Teal', 'Javan Plover', 'Javan Pond-Heron', 'Black-crowned Night Heron',
    'Striated Heron', 'Purple Heron', 'Great Egret', 'Little Egret', 'Medium Egret',
    'Little Black Cormorant', 'Oriental Darter', 'Glossy Ibis', 'Collared Kingfisher',
    'Small Blue Kingfisher', 'Whiskered Tern', 'Whimbrel', 'Common Sandpiper', 'Wood Sandpiper',
    'Common Greenshank', 'White-breasted Waterhen', 'Sunda Pygmy Woodpecker', 'Bar-winged Prinia',
    'Ashy Tailorbird', 'Golden-bellied Gerygone', 'Malaysian Pied-Fantail', 'Brown-throated Sunbird',
    'Ornate Sunbird', 'Scarlet-headed Flowerpecker', 'Yellow-vented Bulbul', 'Sooty-headed Bulbul',
    'Brahminy Kite', 'Pacific Swallow', 'Common Iora', 'Sunda Forktail', 'Sunda Thrush', 'Sunda Minivet',
    'Sunda Warbler', 'Sunda Robin', 'Indigo Flycatcher', 'Little Pied Flycatcher', 'Snowy-browed Flycatcher',
    'Mountain Tailorbird', 'Warbling White-eye', 'Blood-breasted Flowerpecker', 'Eyebrowed Wren-Babbler',
    'White-bibbed Babbler', 'Pink-headed Fruit-Dove', 'Dark-backed Imperial-Pigeon', 'Volcano Swiftlet',
    'Black Eagle', 'Brown-throated Barbet', 'Long-tailed Shrike', 'Ashy Drongo', 'Crested Serpent-Eagle',
    'Red-billed Malkoha', 'Greater Racket-tailed Drongo', 'Black-naped Monarch', "Horsfield's Babbler",
    'Orange-bellied Flowerpecker',
  ],
};

/** Way Kambas National Park, Sumatra (14-day tour only): the three star birds first. */
const sumatraSpecies: readonly string[] = [
  'White-winged Duck', "Storm's Stork", 'Garnet Pitta', 'Asian Woolly-necked Stork', 'Lesser Adjutant',
  "Bonaparte's Nightjar", 'Large Frogmouth', "Gould's Frogmouth", 'Reddish Scops-Owl', 'Buffy Fish-Owl',
  'Black Hornbill', 'Bushy-crested Hornbill', 'Rhinoceros Hornbill', 'Rufous-collared Kingfisher',
  'Banded Kingfisher', "Diard's Trogon", 'Red-naped Trogon', 'Black-and-red Broadbill',
  'Black-and-yellow Broadbill', 'Blue-rumped Parrot', 'Malaysian Rail-babbler', 'Red-crowned Barbet',
  'Great Slaty Woodpecker', 'Black Magpie',
];

// The 14-day tour is the 10-day Java circuit plus Way Kambas: every Java bird of the shorter tours,
// with the Sumatran stars among the first ten.
const javaCircuit = birdingPackageSpecies['10d9n'];
birdingPackageSpecies['14d13n'] = [...new Set([...javaCircuit.slice(0, 7), ...sumatraSpecies.slice(0, 3), ...javaCircuit.slice(7), ...sumatraSpecies.slice(3)])];

/** Waterbirds of the Jakarta Bay coast: Muara Angke, Pulau Dua and Muara Gembong. */
export const waterbirdSpecies: readonly string[] = [
  'Javan Plover', 'Milky Stork', 'Sunda Teal', 'Javan Pond-Heron', 'Black-crowned Night Heron',
  'Striated Heron', 'Purple Heron', 'Great Egret', 'Little Egret', 'Medium Egret', 'Glossy Ibis',
  'Pacific Golden-Plover', 'Greater Sand-Plover', 'Common Sandpiper', 'Wood Sandpiper', 'Marsh Sandpiper',
  'Common Greenshank', 'Whimbrel', 'Red-necked Stint', 'Terek Sandpiper', 'Whiskered Tern', 'Little Tern',
  'Great Crested Tern', 'Collared Kingfisher', 'Small Blue Kingfisher',
];

/** Sorted unique union of every English bird name above. */
export const birdNamesUsed: string[] = [
  ...new Set<string>([
    ...Object.values(locationSpecies).flat(),
    ...endemicCarousel.map((b) => b.name),
    ...aboutKeySpecies.map((b) => b.name),
    ...Object.values(birdingPackageSpecies).flat(),
    ...waterbirdSpecies,
  ]),
].sort();
