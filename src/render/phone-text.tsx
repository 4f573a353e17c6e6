import { Fragment } from 'react';
import { splitPhones, telHref } from '../lib/phone';

/**
 * Text with every phone number in it as a `tel:` link, so a shopper on a phone calls with one tap
 * wherever copy or a catalogue message names the support line.
 */
export function PhoneText({ text }: { text: string }) {
  const pieces = splitPhones(text);
  if (pieces.length === 1 && 'text' in pieces[0]!) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, i) =>
        'phone' in piece ? (
          <a key={i} href={telHref(piece.phone)}>
            {piece.phone}
          </a>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
