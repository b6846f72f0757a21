import type { AuthenticatorCodeInput, authenticatorCodeSchema } from '@huron/shared/contracts/auth';
import { m } from '@huron/shared/i18n';
import { useAuth } from '@huron/web/data-access';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { authMessageOf } from './auth-error-words';

const loadCodeSchema = (): Promise<typeof authenticatorCodeSchema> => import('./auth-schemas').then((module) => module.authenticatorCodeSchema);

export interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/**
 * The client hands back the service's SVG as `data:image/svg+xml;utf-8,<svg...>`, unescaped; a '#' in it would end
 * the URL early, so the SVG is percent-encoded here. A service that already sent a data URL gets it back as is.
 */
export function qrImageSource(qrCode: string): string {
  const prefix = 'data:image/svg+xml;utf-8,';
  if (!qrCode.startsWith(prefix)) return qrCode;
  const payload = qrCode.slice(prefix.length);
  return payload.startsWith('data:') ? payload : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(payload)}`;
}

/** The secret in groups of four, easier to type into an app by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step two of adding an authenticator app: scan (or type) the secret, then prove it works with a code. */
export function TotpEnrolment({ enrolment, onVerified, onCancel }: { enrolment: Enrolment; onVerified(): void; onCancel(): void }) {
  const { getClient } = useAuth();
  const form = useZodForm(loadCodeSchema);

  async function verify({ code }: AuthenticatorCodeInput) {
    const client = await getClient();
    const { error } = await client.mfa.challengeAndVerify({ factorId: enrolment.factorId, code });
    if (error) throw new Error(await authMessageOf(error));
    onVerified();
  }

  return (
    <div className="totp-enrolment">
      <ol className="totp-enrolment__steps">
        <li>
          <p>{m.totp_enrolment_scan_this_qr_code_with()}</p>
          <div className="qr-frame">
            <img src={qrImageSource(enrolment.qrCode)} alt={m.totp_enrolment_qr_code_to_add_this()} width={200} height={200} />
          </div>
          <p>
            {m.totp_enrolment_cannot_scan()}
            <br />
            <code className="totp-secret" aria-label={m.totp_enrolment_setup_key({ key: enrolment.secret.split('').join(' ') })}>
              {groupSecret(enrolment.secret)}
            </code>
          </p>
        </li>
        <li>
          <ZodForm form={form} label={m.totp_enrolment_confirm_authenticator_app()} errorId="totp-error" onSubmit={verify}>
            <FormField<AuthenticatorCodeInput>
              name="code"
              id="totp-code"
              label={m.totp_enrolment_enter_the_6_digit_code()}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <div className="cluster">
              <FormSubmit label={m.totp_enrolment_verify_and_turn_on()} busyLabel={m.totp_enrolment_verifying()} />
              <button type="button" className="button button--ghost" onClick={onCancel} disabled={form.getState().isSubmitting}>
                {m.totp_enrolment_cancel()}
              </button>
            </div>
          </ZodForm>
        </li>
      </ol>
    </div>
  );
}
