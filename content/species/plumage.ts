// The colours each stand-in bird is drawn in, keyed by eBird code, written from field-guide
// descriptions (adult; a male where the sexes differ; the plumage worn in Java from September to
// April where it changes). Checked by content/schema/plumage.ts; a bird image without a photo needs
// an entry here. Shapes: the drawings of scripts/assets/images/stand-ins/art/birds.ts.
import type { Plumage } from '../schema/plumage.ts';

const WHITE = '#f7f6f1';

export default {
  // Ducks
  suntea1: { shape: 'duck', upperparts: '#6b5540', underparts: '#8a6f55', head: '#948a7a', throat: '#c4bcac', bill: '#4a5560', eye: '#c0362c', wingbar: '#f2f0ea', legs: '#55534e' },
  // Pheasants and partridges
  chbpar1: { shape: 'gamebird', upperparts: '#7a5a3a', underparts: '#a5512a', head: '#9a4a26', throat: '#2a2522', mask: '#1e1a18', bill: '#2a2522', bars: '#3a2a1e', legs: '#c8463a', eye: '#3a2a1e' },
  grepea1: { shape: 'peafowl', upperparts: '#4f7a3a', underparts: '#2f5e4a', head: '#2e7a6a', crest: '#2e6e5e', mask: '#d8c84a', wing: '#6b6a3a', tail: '#3f6e3a', spots: '#2e7ab0', bill: '#5a5a50', legs: '#5a5a55' },
  // Frogmouths: cryptic rufous-brown, a huge wide flat bill, perched upright like a snag
  javfro3: { shape: 'frogmouth', upperparts: '#8a5a36', underparts: '#a87c52', head: '#8a5a36', wing: '#74492a', spots: '#ead9b6', bars: '#5a3a22', bill: '#b8946a', eye: '#e8b83a' },
  // Plovers and sandpipers, in the plumage they wear in Java
  pagplo: { shape: 'shorebird', upperparts: '#7a6838', underparts: '#d9cfae', head: '#8a7444', spots: '#d8b84a', mask: '#e8dfc4', bill: '#1e1e1e', legs: '#4a4a48', billForm: 'short' },
  grsplo: { shape: 'shorebird', upperparts: '#a08a6a', underparts: '#f2efe6', head: '#a08a6a', mask: '#7a6650', bill: '#1e1e1e', legs: '#a8a070', billForm: 'short' },
  javplo1: { shape: 'shorebird', upperparts: '#a08a6a', underparts: '#f4f1e8', head: '#b08a5a', mask: '#3a3028', band: '#5a4a3a', bill: '#1e1e1e', legs: '#5a5a55', billForm: 'short' },
  whimbr: { shape: 'shorebird', upperparts: '#7a6650', underparts: '#d8cbb0', head: '#8a7458', cap: '#4a3a2a', spots: '#cdbb96', bars: '#8a7458', bill: '#3a3028', legs: '#6a6e70', billForm: 'decurved' },
  tersan: { shape: 'shorebird', upperparts: '#8a8a80', underparts: '#f4f3ee', head: '#8f8e86', bill: '#2a2a2a', legs: '#e0a040', billForm: 'upturned' },
  comsan: { shape: 'shorebird', upperparts: '#7a6a50', underparts: '#f4f2ea', head: '#7a6a50', mask: '#5a4a38', band: '#a8987c', bill: '#3a3a36', legs: '#a8a060' },
  marsan: { shape: 'shorebird', upperparts: '#9a9a94', underparts: '#f6f6f2', head: '#c4c4be', bill: '#2a2a2a', legs: '#8aa050', billForm: 'long' },
  woosan: { shape: 'shorebird', upperparts: '#6a5a40', underparts: '#f2efe6', head: '#7a6a50', spots: '#d8cca8', mask: '#4a3a2a', bill: '#2a2a2a', legs: '#c8c060' },
  comgre: { shape: 'shorebird', upperparts: '#8a8a84', underparts: '#f6f6f2', head: '#b8b8b2', bill: '#3a3e40', legs: '#9ab060', billForm: 'upturned' },
  rensti: { shape: 'shorebird', upperparts: '#8e8a80', underparts: '#f6f4ee', head: '#9a968c', bill: '#1e1e1e', legs: '#1e1e1e', billForm: 'short' },
  // Terns: pale grey above, white below, a black cap
  litter1: { shape: 'tern', upperparts: '#c8ccd0', underparts: WHITE, head: WHITE, cap: '#1a1a1a', bill: '#f0c53a', legs: '#e0a838', tail: WHITE },
  whiter2: { shape: 'tern', upperparts: '#b8bcc0', underparts: WHITE, head: WHITE, cap: '#2a2a2a', bill: '#3a2a2a', legs: '#8a3a30', tail: '#d8dadc' },
  grcter1: { shape: 'tern', upperparts: '#9aa0a6', underparts: WHITE, head: WHITE, cap: '#1a1a1a', crest: '#1a1a1a', bill: '#f0d44a', legs: '#1a1a1a', tail: '#c8ccd0' },
  // Storks
  lesadj1: { shape: 'stork', upperparts: '#2a2e30', underparts: '#f2f0ea', head: '#d8b880', wing: '#2a2e30', bill: '#c8b890', legs: '#5a5650' },
  milsto1: { shape: 'stork', upperparts: '#f4f2ea', underparts: '#f4f2ea', head: '#d05a48', wing: '#1e1e1e', tail: '#1e1e1e', bill: '#e8d080', legs: '#d08080' },
  // Herons and egrets
  bcnher: { shape: 'heron', upperparts: '#1f2a30', underparts: '#eeeeea', wing: '#9aa0a4', head: '#eeeeea', cap: '#1a2026', crest: '#f4f4f0', bill: '#1a1a1a', legs: '#e0c050', eye: '#c8282a' },
  litegr: { shape: 'egret', upperparts: WHITE, underparts: WHITE, head: WHITE, crest: WHITE, bill: '#1a1a1a', legs: '#1a1a1a', eye: '#e8c83a' },
  strher: { shape: 'heron', upperparts: '#4a5a58', underparts: '#9aa0a6', head: '#5a6062', cap: '#1a1e1e', throat: '#f2f2ee', bill: '#1e1e1e', legs: '#e0b040', eye: '#e8c040' },
  japher1: { shape: 'heron', upperparts: '#3a3e42', underparts: '#f4f2ea', head: '#d89a50', throat: '#e8c88a', wing: '#f4f2ea', bill: '#e0c040', legs: '#e0c040', eye: '#e8c040' },
  greegr: { shape: 'egret', upperparts: WHITE, underparts: WHITE, head: WHITE, bill: '#e8c030', legs: '#1a1a1a', eye: '#e8d040' },
  integr1: { shape: 'egret', upperparts: WHITE, underparts: WHITE, head: WHITE, bill: '#e8c030', legs: '#1a1a1a', eye: '#e8d040', billForm: 'short' },
  purher1: { shape: 'heron', upperparts: '#5a5e66', underparts: '#7a3a2a', head: '#b8683a', cap: '#1a1a1a', mask: '#1a1a1a', throat: '#e8d8c0', bill: '#c8a040', legs: '#a88a40', eye: '#e8c040' },
  // Ibises
  gloibi: { shape: 'ibis', upperparts: '#4a2a2a', underparts: '#5a2e28', head: '#4a2a2a', wing: '#2e4a40', bill: '#8a6e5a', legs: '#4a3a30' },
  // Hawks and eagles
  crseag1: { shape: 'raptor', upperparts: '#4a3628', underparts: '#8a6040', head: '#2a221c', crest: '#2a221c', mask: '#e8c040', wing: '#3a2a20', spots: '#e8e0c8', bars: '#e8e0c8', tail: '#2a221c', bill: '#4a4a52', legs: '#e8c040', eye: '#e8c040' },
  javhae1: { shape: 'raptor', upperparts: '#5a3a24', underparts: '#f0e4cc', head: '#b8743a', crest: '#1e1a18', throat: '#f4ecdc', bars: '#5a3a24', wing: '#4a3020', tail: '#6a4a30', bill: '#2a2a2a', legs: '#e8d0a0', eye: '#e8b83a' },
  // Owls
  jasowl2: { shape: 'owl', upperparts: '#7a5a3a', underparts: '#c8a880', head: '#8a6a48', crest: '#7a5a3a', spots: '#e0d0b0', bars: '#4a3020', bill: '#c8c0a8', eye: '#e8a83a' },
  // Trogons
  javtro1: { shape: 'trogon', upperparts: '#4a8a40', underparts: '#e8c83a', head: '#4a8a40', throat: '#6a9a48', wing: '#5a7050', tail: '#2f6e6a', mask: '#5fa8d8', bill: '#d8503a', legs: '#c89080', eye: '#3a2a1e' },
  // Hornbills
  rhihor1: { shape: 'hornbill', upperparts: '#161616', underparts: '#161616', head: '#161616', tail: '#f0eee6', crest: '#d8442a', bill: '#f0d050', eye: '#c8282a' },
  // Kingfishers
  bubkin2: { shape: 'kingfisher', upperparts: '#5aa8d8', wing: '#2a3a6a', head: '#2a3a6a', underparts: '#f4f2ec', throat: '#f8f6f0', band: '#3a5a9a', tail: '#2a3a6a', bill: '#1a1a1a', legs: '#d85a3a', billForm: 'long' },
  smbkin1: { shape: 'kingfisher', upperparts: '#3f9ad0', wing: '#3a8ac0', head: '#3f8ac8', underparts: '#f6f6f2', throat: '#f8f8f4', band: '#3f8ac8', tail: '#3a7ab8', bill: '#1a1a1a', legs: '#d86a4a', billForm: 'long' },
  stbkin1: { shape: 'kingfisher', upperparts: '#4a9aa8', wing: '#3a8aa0', head: '#b89060', underparts: '#e8b070', collar: '#e8b070', tail: '#3a8aa8', bill: '#d8302a', legs: '#d8302a', billForm: 'long' },
  javkin1: { shape: 'kingfisher', upperparts: '#2a6ac0', wing: '#2a5ab0', head: '#6a3a24', throat: '#5a3424', underparts: '#3a3a8a', tail: '#2a5ab0', bill: '#d8302a', legs: '#d8302a' },
  colkin1: { shape: 'kingfisher', upperparts: '#2f9a9a', wing: '#3a8ab0', head: '#2f8aa0', mask: '#1a2a3a', underparts: '#f8f8f4', throat: '#f8f8f4', collar: '#f8f8f4', tail: '#3a7ab0', bill: '#1e1e1e', legs: '#4a4a48' },
  // Pittas
  banpit2: { shape: 'pitta', upperparts: '#6a4a2a', underparts: '#e89030', head: '#e8a030', cap: '#1a1a1a', mask: '#1a1a1a', bars: '#2a2a40', wingbar: WHITE, tail: '#2a4ab0', bill: '#1a1a1a', legs: '#c8a090' },
  // Songbirds
  orsbul3: { shape: 'songbird', upperparts: '#6a5a3a', underparts: '#b8a888', head: '#3a2e26', throat: '#3a2e26', mask: '#e8902a', tail: '#5a4a30', bill: '#1a1a1a', legs: '#2a2a2a' },
  pygtit1: { shape: 'songbird', upperparts: '#8a8a80', underparts: '#d8d0c0', head: '#8a8a80', tail: '#6a6a62', bill: '#2a2a2a', legs: '#5a5048', eye: '#f0e8c0', billForm: 'short' },
  whbbab2: { shape: 'songbird', upperparts: '#7a5a3a', wing: '#7a5234', head: '#6a5a4a', cap: '#4a3a2e', underparts: '#f4f2ec', throat: '#fafaf6', tail: '#6a4a30', bill: '#3a3a36', legs: '#b8a080', eye: '#8a3a2a' },
  spocro1: { shape: 'songbird', upperparts: '#2a2622', spots: '#f4f2ea', head: '#8a8e90', mask: '#1a1a1a', underparts: '#f2f0ea', bars: '#2a2622', tail: '#3a2e26', bill: '#2a2a2a', legs: '#b0a090' },
  ruflau1: { shape: 'songbird', upperparts: '#7a6448', head: '#7a6448', cap: '#b0582a', throat: '#c8a070', underparts: '#a08a68', tail: '#6a5038', bill: '#2a2a2a', legs: '#8a7a6a' },
  javcoc1: { shape: 'songbird', upperparts: '#2a2e5a', underparts: '#2a2e58', head: '#2a2e5a', cap: '#8aa8d8', wing: '#3a4a8a', wingbar: '#7a98d0', tail: '#2a2e5a', bill: '#1a1a1a', legs: '#2a2a2a' },
  javwht1: { shape: 'songbird', upperparts: '#2a3450', underparts: '#2a3048', head: '#2e3a5a', cap: '#4a6aa8', wing: '#28304a', tail: '#28304a', bill: '#1a1a1a', legs: '#2a2a2a' },
  piebus1: { shape: 'songbird', upperparts: '#1a1a1a', underparts: '#1a1a1a', head: '#1a1a1a', wing: '#1a1a1a', wingbar: '#f4f4f0', tail: '#1a1a1a', bill: '#1a1a1a', legs: '#1a1a1a', billForm: 'short' },
  // Sunbirds: males, with their long tails
  scasun1: { shape: 'sunbird', upperparts: '#c8302a', head: '#c8302a', cap: '#6a4a9a', throat: '#d0302a', underparts: '#8a8a80', wing: '#6a5a48', tail: '#5a3a7a', bill: '#1a1a1a', legs: '#2a2a2a' },
  whfsun1: { shape: 'sunbird', upperparts: '#6a7a40', head: '#3a7a5a', cap: '#3a8a6a', throat: '#c8302a', underparts: '#8a8a84', wing: '#6a7040', tail: '#3a6a5a', bill: '#1a1a1a', legs: '#2a2a2a' },
} satisfies Plumage;
