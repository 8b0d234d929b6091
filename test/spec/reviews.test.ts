import { describe, expect, it } from 'vitest';
import { reviewsSchema } from '../../model/schema/reviews.ts';
import { tourDisplayName } from '../../model/tour-names.ts';
import { toursSchema } from '../../model/schema/tours.ts';
import { averageRating, filledStars, formatAverage, monthYearIso } from '../../model/ratings.ts';
import { specValues } from '../spec/values.ts';

import { shipped } from '../helpers/shipped.ts';
const reviews = shipped('reviews');
const tourEntries = shipped('tours');

const tours = toursSchema.parse(tourEntries);
const displayName = (id: string) => tourDisplayName(tours, id);
const reviewTourTypes = tours.map((t) => t.id);

describe('rating helpers', () => {
  it('averages ratings and returns 0 for none', () => {
    expect(averageRating([5, 5, 4])).toBeCloseTo(14 / 3, 10);
    expect(averageRating([4, 5, 4])).toBeCloseTo(13 / 3, 10);
    expect(averageRating([5])).toBe(5);
    expect(averageRating([])).toBe(0);
  });

  it('shows the average with exactly one decimal', () => {
    expect(formatAverage(14 / 3)).toBe('4.7');
    expect(formatAverage(13 / 3)).toBe('4.3');
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.5)).toBe('4.5');
  });

  it('fills stars with the average rounded down, never rounded to nearest', () => {
    expect(filledStars(14 / 3)).toBe(4);
    expect(filledStars(4.99)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(4)).toBe(4);
    expect(filledStars(0)).toBe(0);
  });

  it('names each tour type by its display name and anything else "Tour"', () => {
    expect(specValues.tours.map((t) => displayName(t.type))).toEqual(specValues.tours.map((t) => t.displayName));
    expect(displayName('volcano')).toBe('Tour');
    expect(displayName('')).toBe('Tour');
    expect(displayName('toString')).toBe('Tour');
  });

  it('turns "March 2025" into a <time> datetime', () => {
    expect(monthYearIso('March 2025')).toBe('2025-03');
    expect(monthYearIso('December 2024')).toBe('2024-12');
    expect(monthYearIso('Spring 2025')).toBeUndefined();
  });
});

describe('reviews content', () => {
  it('passes its schema', () => {
    expect(reviewsSchema.safeParse(reviews).success).toBe(true);
  });

  it('holds the reviews of the spec table, rated 4 or 5, with unique ids', () => {
    const table = Object.fromEntries(specValues.tours.map((t) => [t.type, t.reviews]));
    const found = Object.fromEntries(reviewTourTypes.map((type) => [type, reviews.filter((r) => r.tourType === type).length]));
    expect(found, 'reviews per tour type in content/reviews/, against each tour’s reviews in the table').toEqual(table);
    expect(reviews, 'content/reviews/ against the sum of the tours’ reviews in the table').toHaveLength(specValues.tours.reduce((n, t) => n + t.reviews, 0));
    for (const r of reviews) expect([4, 5], `${r.id} rating`).toContain(r.rating);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
  });

  it('rejects a rating of 3, a duplicate id and a bad date, and takes a fourth review of a tour', () => {
    const bad = (change: (list: typeof reviews) => void) => {
      const copy = structuredClone(reviews);
      change(copy);
      return reviewsSchema.safeParse(copy);
    };
    const rating = bad((l) => (l[0]!.rating = 3 as 4));
    expect(rating.success).toBe(false);
    expect(rating.error?.issues[0]?.message).toContain('4 or 5');
    expect(bad((l) => (l[0]!.tourType = 'mammals')).success).toBe(true);
    expect(bad((l) => (l[1]!.id = l[0]!.id)).success).toBe(false);
    expect(bad((l) => (l[0]!.date = '2025-03')).success).toBe(false);
    expect(bad((l) => l.pop()).success).toBe(true);
  });
});
