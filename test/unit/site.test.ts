import { describe, expect, it } from 'vitest';
import { displayMatches, siteSchema } from '../../model/schema/site.ts';

// The schema checks formats; the texts the spec fixes are the spec table's (test/spec/values.ts).
import { shipped } from '../helpers/shipped.ts';
const site = shipped('site');

describe('site facts', () => {
  it('passes its schema', () => {
    expect(siteSchema.safeParse(site).error?.issues ?? []).toEqual([]);
  });

  it('carries the exact tagline, legal form, founding year, hours and copyright year', () => {
    expect(site.tagline).toBe('Birding Tours Agent');
    expect(site.legalForm).toBe('limited partnership eco-lodge');
    expect(site.established).toBe(2011);
    expect(site.hours).toEqual({ weekdays: 'Monday to Friday: 24 hours', weekend: 'Weekend: by messaging' });
    expect(site.copyrightYear).toBe(2025);
  });

  it('rejects a phone number that is not E.164 and a non-https URL, naming the field', () => {
    const broken = structuredClone(site) as unknown as { phones: { e164: string }[]; siteUrl: string };
    broken.phones[0]!.e164 = '0812 0000 2011';
    broken.siteUrl = 'http://example.test';
    const issues = siteSchema.safeParse(broken).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(['phones.0.e164', 'siteUrl']);
  });
});

describe('phone numbers and their display text', () => {
  it('takes a display text with the same digits, or a local one with a leading 0', () => {
    expect(displayMatches({ e164: '+6281200002011', display: '+62 812-0000-2011' })).toBe(true);
    expect(displayMatches({ e164: '+6281200002011', display: '0812 0000 2011' })).toBe(true);
  });

  it('refuses a display text that shows another number, naming the field and the number it should show', () => {
    const broken = structuredClone(site);
    broken.phones[0] = { ...broken.phones[0]!, e164: '+6281200004420', display: '+62 812-0000-4421' };
    const issues = siteSchema.safeParse(broken).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(['phones.0.display: must show the number of e164 (+6281200004420), such as "+62 812-0000-4420" — found "+62 812-0000-4421"']);
  });
});
