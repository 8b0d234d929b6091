import { describe, expect, it } from 'vitest';
import { outboundLinks, outboundProblem } from '../../scripts/links/outbound.ts';
import { whatsappHref } from '../../model/hrefs.ts';

describe('outbound link syntax', () => {
  it('accepts the links the site writes', () => {
    expect(outboundProblem(whatsappHref('+6281200002011', "Hello, I'm interested in West Java Birding Tour"))).toBeNull();
    expect(outboundProblem('https://wa.me/6281200002011')).toBeNull();
    expect(outboundProblem('tel:+6281200002011')).toBeNull();
    expect(outboundProblem('mailto:tours@westjavabirding.example')).toBeNull();
    expect(outboundProblem('https://www.instagram.com/westjavabirding/')).toBeNull();
  });

  it('rejects malformed ones with a reason', () => {
    expect(outboundProblem('tel:0812 0000')).toMatch(/E\.164/);
    expect(outboundProblem('mailto:not-an-address')).toMatch(/e-mail/);
    expect(outboundProblem('https://wa.me/+62812')).toMatch(/WhatsApp/);
    expect(outboundProblem('https://wa.me/6281200002011?phone=1')).toMatch(/text=/);
    expect(outboundProblem('http://example.com/')).toMatch(/https/);
  });

  it('encodes the WhatsApp greeting so it decodes back exactly', () => {
    const href = whatsappHref('+6281200002011', "Hello, I'm interested in booking a tour based on the great reviews I've read!");
    expect(new URL(href).searchParams.get('text')).toBe("Hello, I'm interested in booking a tour based on the great reviews I've read!");
    expect(href.startsWith('https://wa.me/6281200002011?text=Hello%2C%20I')).toBe(true);
  });

  it('finds outbound hrefs in HTML and decodes &amp;', () => {
    expect(outboundLinks('<a href="/x/">x</a><a href="https://wa.me/1234567890?text=a&amp;b">w</a><a href="tel:+6281200002011">t</a>')).toEqual([
      'https://wa.me/1234567890?text=a&b',
      'tel:+6281200002011',
    ]);
  });
});
