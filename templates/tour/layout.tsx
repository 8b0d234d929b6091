import type { ComponentProps } from 'react';
import type { TourLayout } from '../../model/schema/tour.ts';
import { BirdingEndemics, BirdingHero, BirdingIncluded, BirdingPlaces } from './birding.tsx';
import { GallerySection, HeroSection, InquirySection, IntroSection, RelatedSection, ReportsSection, ReviewsSection } from './common.tsx';
import { KrakatauHistory } from './krakatau.tsx';
import { TourLifeList } from './life-list.tsx';
import { BirdingPackages, DurationPackages, KrakatauPackages } from './packages.tsx';
import { MammalSpecies, WaterbirdGeneral, WaterbirdSpecies } from './species.tsx';
import { UjungKulonActivities, UjungKulonChoose, UjungKulonConservation, UjungKulonEssentials, UjungKulonFeatures, UjungKulonSeasons } from './ujung-kulon.tsx';

/** Every section a tour page can hold, by name. */
export const tourSections = {
  hero: HeroSection,
  intro: IntroSection,
  gallery: GallerySection,
  related: RelatedSection,
  inquiry: InquirySection,
  reports: ReportsSection,
  reviews: ReviewsSection,
  'birding-hero': BirdingHero,
  'birding-places': BirdingPlaces,
  'birding-endemics': BirdingEndemics,
  'birding-packages': BirdingPackages,
  'birding-included': BirdingIncluded,
  'duration-packages': DurationPackages,
  'mammal-species': MammalSpecies,
  'waterbird-general': WaterbirdGeneral,
  'waterbird-species': WaterbirdSpecies,
  'krakatau-packages': KrakatauPackages,
  'krakatau-history': KrakatauHistory,
  'uk-features': UjungKulonFeatures,
  'uk-choose': UjungKulonChoose,
  'uk-essentials': UjungKulonEssentials,
  'uk-activities': UjungKulonActivities,
  'uk-seasons': UjungKulonSeasons,
  'uk-conservation': UjungKulonConservation,
  'life-list': TourLifeList,
};

type Sections = typeof tourSections;
/** One section of a page: its name and its props (the entrance step, the variant). */
type TourSectionEntry = { [K in keyof Sections]: { section: K } & ComponentProps<Sections[K]> }[keyof Sections];

/**
 * The sections of each layout, in order, with their entrance step (an index of
 * ENTRANCE_DELAYS_MS) and variant: the only place tour pages differ. A tour's content file names
 * its layout; `standard` is for any tour beyond the spec's five.
 */
export const tourLayouts: Record<TourLayout, readonly TourSectionEntry[]> = {
  birding: [
    { section: 'birding-hero' },
    { section: 'birding-places', enter: 2 },
    { section: 'birding-endemics', enter: 3 },
    { section: 'birding-packages', enter: 4 },
    { section: 'life-list' },
    { section: 'birding-included', enter: 5 },
    { section: 'reports' },
    { section: 'reviews', enter: 6 },
  ],
  mammals: [
    { section: 'intro', factIcons: ['calendar', 'sun', 'boat', 'tent'] },
    { section: 'gallery', enter: 3, id: 'mammals', label: 'Mammal photos' },
    { section: 'duration-packages', enter: 4 },
    { section: 'life-list' },
    { section: 'mammal-species', enter: 5 },
    { section: 'related', enter: 5 },
    { section: 'reports' },
    { section: 'reviews', enter: 6 },
  ],
  waterbird: [
    { section: 'intro', factIcons: ['calendar', 'sun', 'boat', 'binoculars'] },
    { section: 'duration-packages', enter: 3 },
    { section: 'life-list' },
    { section: 'waterbird-general', enter: 4 },
    { section: 'waterbird-species', enter: 5 },
    { section: 'related', enter: 5 },
    { section: 'reports' },
    { section: 'reviews', enter: 6 },
  ],
  krakatau: [
    { section: 'hero' },
    { section: 'gallery', enter: 3, id: 'krakatau-gallery', label: 'Krakatau photos' },
    { section: 'krakatau-packages', enter: 4 },
    { section: 'life-list' },
    { section: 'krakatau-history', enter: 5 },
    { section: 'inquiry', enter: 5 },
    { section: 'reports' },
    { section: 'reviews', enter: 6 },
  ],
  'ujung-kulon': [
    { section: 'hero', jumpTo: 'choose', jumpLabel: 'Choose your adventure' },
    { section: 'uk-features', enter: 3 },
    { section: 'uk-choose' },
    { section: 'life-list' },
    { section: 'uk-essentials', enter: 5 },
    { section: 'uk-activities', enter: 5 },
    { section: 'uk-seasons', enter: 5 },
    { section: 'uk-conservation', enter: 6 },
    { section: 'inquiry', enter: 6 },
    { section: 'reports' },
    { section: 'reviews', enter: 6 },
  ],
  standard: [
    { section: 'hero' },
    { section: 'duration-packages', enter: 3 },
    { section: 'life-list' },
    { section: 'inquiry', enter: 4 },
    { section: 'reports' },
    { section: 'reviews', enter: 5 },
  ],
};
