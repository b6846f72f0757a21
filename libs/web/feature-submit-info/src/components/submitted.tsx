import { m } from '@huron/shared/i18n';
import { FormSuccess } from '@huron/web/forms';
import { RichText, slot } from '@huron/web/ui';

/** The end of the wizard: the reference to quote and what happens next. */
export function Submitted({ reference, onAgain }: { reference: string; onAgain(): void }) {
  return (
    <FormSuccess>
      <h2>{m.taxinfo_done_title()}</h2>
      <p>
        <RichText text={m.taxinfo_done_reference({ reference: slot('reference') })} slots={{ reference: <strong className="reference">{reference}</strong> }} />
      </p>
      <h3>{m.taxinfo_done_next_title()}</h3>
      <ol>
        <li>{m.taxinfo_done_next_1()}</li>
        <li>{m.taxinfo_done_next_2()}</li>
        <li>{m.taxinfo_done_next_3()}</li>
      </ol>
      <button type="button" className="button button--secondary" onClick={onAgain}>
        {m.taxinfo_done_again()}
      </button>
    </FormSuccess>
  );
}
