import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/** A placeholder value for a catalogue message whose `{name}` is an element (a link, bold text), not a string. */
export const slot = (name: string) => `${MARK}${name}${MARK}`;

/**
 * Renders a catalogue message with elements in its placeholders, so translators keep the whole sentence and its
 * word order: `<RichText text={m.login_no_account({ link: slot('link') })} slots={{ link: <Link ...>...</Link> }} />`.
 */
export function RichText({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(MARK).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? slots[part] : part}</Fragment>
      ))}
    </>
  );
}
