import { Fragment, type CSSProperties } from 'react';

/** An address cut after its `@` and after each `.`: "tours@", "westjavabirding.", "example". */
export function addressParts(address: string): string[] {
  return address.split(/(?<=[@.])/);
}

/**
 * An e-mail address that may wrap only after its `@` or a `.` (a <wbr> there), never inside a word.
 * `--email-chars` is its longest part, in characters: a style may step the text down a size where
 * even that part would not fit its box (`email-fit` in styles/_mixins.scss).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = addressParts(address);
  const longest = Math.max(...parts.map((part) => part.length));
  return (
    <span className="email-address" style={{ '--email-chars': longest } as CSSProperties}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
