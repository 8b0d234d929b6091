import { describe, expect, it } from 'vitest';
import { countWord, withCounts } from '../../templates/lib/count-words.ts';

describe('counts in the words of a page', () => {
  it('write the count as a word, capitalised at the start of a sentence', () => {
    expect(withCounts('{tours} ways into the wild', { tours: 5 })).toBe('Five ways into the wild');
    expect(withCounts('{tours} ways into the wild', { tours: 6 })).toBe('Six ways into the wild');
    expect(withCounts('Choose one of {tours} tours. {tours} are private.', { tours: 3 })).toBe('Choose one of three tours. Three are private.');
    expect(withCounts('{other} stays', { tours: 5 })).toBe('{other} stays');
    expect(countWord(13)).toBe('13');
  });
});
