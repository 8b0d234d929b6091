import { z } from 'zod';
import { text } from './common.ts';

/** One season or period of the year, read by the Seasons component. */
export const season = z.strictObject({
  name: text,
  /** e.g. "April to October". */
  months: text,
  /** e.g. "24-30°C"; a migration period has none. */
  temperature: z
    .string()
    .regex(/^\d{2}-\d{2}°C$/, 'must be a range such as "24-30°C"')
    .optional(),
  conditions: text,
  wildlife: text,
  recommended: z.boolean(),
});

/** The seasons of West Java and Banten, shared by the Ujung Kulon and About pages. */
export const seasonsSchema = z.strictObject({
  items: z
    .array(season)
    .min(1, 'must list at least one season')
    .refine((items) => items.filter((s) => s.recommended).length === 1, 'exactly one season must be recommended'),
});
export type Season = z.infer<typeof season>;
export type SeasonsInput = z.input<typeof seasonsSchema>;
