import { m } from '@huron/shared/i18n';
import type { ReferralCreate } from '@huron/shared/contracts/referrals';
import { displayName, useAuth } from '@huron/web/data-access';
import { ButtonLink, PageMeta } from '@huron/web/ui';
import { crumbs, FormPage } from '@huron/web/ui/page-parts';
import { useRef, useState } from 'react';
import { useCreateReferral } from '../api/create-referral';
import { ReferralForm } from '../components/referral-form';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

const STEPS = [
  [m.referrals_step_1_title, m.referrals_step_1_text],
  [m.referrals_step_2_title, m.referrals_step_2_text],
  [m.referrals_step_3_title, m.referrals_step_3_text],
] as const;

export function SendAFriendPage() {
  const { session } = useAuth();
  const [sent, setSent] = useState<'signed-in' | 'signed-out' | null>(null);
  const idempotencyKey = useRef(newKey());
  const createReferral = useCreateReferral(session?.user.id);
  const referrer = session?.user.email ? { name: displayName(session.user), email: session.user.email } : null;

  async function submit(values: ReferralCreate) {
    const body = referrer ? { ...values, referrerName: values.referrerName || referrer.name, referrerEmail: referrer.email } : values;
    const receipt = await createReferral.mutateAsync({ body, idempotencyKey: idempotencyKey.current });
    idempotencyKey.current = newKey();
    setSent(receipt.attached ? 'signed-in' : 'signed-out');
  }

  return (
    <FormPage
      title={m.referrals_send_title()}
      lead={m.referrals_send_lead()}
      breadcrumbs={crumbs({ label: m.referrals_send_title(), path: '/send-a-friend' })}
      width="wide"
    >
      <PageMeta title={m.referrals_send_meta_title()} description={m.referrals_send_meta_description()} path="/send-a-friend" />
      <section aria-labelledby="steps-title">
        <h2 id="steps-title">{m.referrals_steps_title()}</h2>
        <ol className="referral-steps">
          {STEPS.map(([title, text], i) => (
            <li key={i} className="card referral-card">
              <h3>
                {i + 1}. {title()}
              </h3>
              <p>{text()}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="card account-section" aria-labelledby="form-title">
        <h2 id="form-title">{m.referrals_form_label()}</h2>
        {sent ? (
          <div role="status">
            <p>{sent === 'signed-in' ? m.referrals_sent_signed_in() : m.referrals_sent_signed_out()}</p>
            <div className="cluster">
              {sent === 'signed-in' && <ButtonLink to="/dashboard">{m.referrals_dashboard_title()}</ButtonLink>}
              <button type="button" className="button button--secondary" onClick={() => setSent(null)}>
                {m.referrals_refer_another()}
              </button>
            </div>
          </div>
        ) : (
          <ReferralForm referrer={referrer} onSubmit={submit} />
        )}
      </section>
    </FormPage>
  );
}
