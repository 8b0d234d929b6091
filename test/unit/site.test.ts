import { describe, expect, it } from 'vitest';
import site from '../../content/site.ts';
import { siteSchema } from '../../content/schema/site.ts';

// The schema checks formats; the texts spec 000 fixes are pinned here, once.
describe('site facts (spec 000)', () => {
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
