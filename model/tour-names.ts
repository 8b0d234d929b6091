import type { Tour } from './schema/tours.ts';

/** The tour of an id, or undefined. */
const tourById = (tours: readonly Tour[], id: string): Tour | undefined => tours.find((t) => t.id === id);

/** The name a tour is printed by in reviews, trip reports and messages; an unknown id shows the generic "Tour". */
export const tourDisplayName = (tours: readonly Tour[], id: string): string => tourById(tours, id)?.displayName ?? 'Tour';
