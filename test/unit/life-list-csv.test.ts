import { describe, expect, it } from 'vitest';
import { readCsv } from '../../widgets/life-list/csv.ts';

function records(text: string): (string[] | null)[] {
  const out: (string[] | null)[] = [];
  readCsv(text, (fields) => void out.push(fields));
  return out;
}

describe('the CSV reader of the life list', () => {
  it('reads RFC 4180: quoted commas, doubled quotes, line breaks inside quotes, CRLF or LF, a byte order mark', () => {
    expect(records('\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\r\nlines",\n3,,')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\r\nlines', ''],
      ['3', '', ''],
    ]);
  });

  it('skips blank lines and reads a last line without a line break', () => {
    expect(records('a,b\n\n1,2\r\n\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('gives up a record whose quote breaks the lines after it, and reads on from its next line', () => {
    expect(records('a,b,c\n1,"open,x\n2,x,y\n3,y,"z"\n4,p,q')).toEqual([['a', 'b', 'c'], null, ['2', 'x', 'y'], ['3', 'y', 'z'], ['4', 'p', 'q']]);
  });

  it('reads a quote that never closes as a plain character', () => {
    expect(records('a,b\n1,"open')).toEqual([
      ['a', 'b'],
      ['1', '"open'],
    ]);
  });

  it('stops when asked to', () => {
    const seen: (string[] | null)[] = [];
    readCsv('a\n1\n2', (fields) => {
      seen.push(fields);
      return false;
    });
    expect(seen).toEqual([['a']]);
  });
});
