// An RFC 4180 reader small enough to ship to phones. eBird's "Observation Details" and "Checklist
// Comments" hold commas, doubled quotes and line breaks inside quotes; files come with CRLF or LF
// and, from Excel or Windows, a UTF-8 byte order mark. A record whose quote never closes as it
// should (a hand-edited file) is given up alone: reading goes on from its next line, so one broken
// comment does not swallow the observations after it.

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** One record: its fields, where the next one starts, and whether it ran over a line break inside quotes. */
interface Record {
  fields: string[];
  next: number;
  multiline: boolean;
}

/** Reads the record that starts at `start` (a quote that never closes is read as a plain character). */
function readRecord(text: string, start: number): Record {
  const fields: string[] = [];
  const end = text.length;
  let at = start;
  let multiline = false;
  for (;;) {
    let value: string;
    if (text.charCodeAt(at) === QUOTE && text.indexOf('"', at + 1) !== -1) {
      value = '';
      let from = at + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) {
          value += text.slice(from);
          at = end;
          break;
        }
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
          continue;
        }
        at = close + 1;
        break;
      }
      if (!multiline && value.includes('\n')) multiline = true;
      // Characters after a closing quote (not RFC 4180, but Excel writes them) belong to the field.
      const stop = nextDelimiter(text, at);
      value += text.slice(at, stop);
      at = stop;
    } else {
      const stop = nextDelimiter(text, at);
      value = text.slice(at, stop);
      at = stop;
    }
    fields.push(value);
    const c = text.charCodeAt(at);
    if (c === COMMA) {
      at++;
      continue;
    }
    if (c === CR) at++;
    if (text.charCodeAt(at) === LF) at++;
    return { fields, next: at, multiline };
  }
}

/** The position of the next comma or line break at or after `at` (the end of the text if none). */
function nextDelimiter(text: string, at: number): number {
  const end = text.length;
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CR || c === LF) return i;
  }
  return end;
}

/** The position just past the line break that ends the line holding `at`. */
function nextLine(text: string, at: number): number {
  const lf = text.indexOf('\n', at);
  return lf === -1 ? text.length : lf + 1;
}

/**
 * Calls `row` with each record's fields, the first (the header) included, until it returns false;
 * blank lines are skipped.
 * `width` is the header's field count once known: a record that ran over line breaks inside quotes
 * and does not have that many fields is taken for a broken quote, reported as `null`, and reading
 * starts again on the line after the one it began on.
 */
export function readCsv(text: string, row: (fields: string[] | null) => boolean | undefined): void {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let width = 0;
  while (at < text.length) {
    const record = readRecord(text, at);
    if (record.fields.length === 1 && record.fields[0] === '') {
      at = record.next;
      continue;
    }
    if (width && record.multiline && record.fields.length !== width) {
      if (row(null) === false) return;
      at = nextLine(text, at);
      continue;
    }
    width ||= record.fields.length;
    if (row(record.fields) === false) return;
    at = record.next;
  }
}
