import type { SignatureRequest } from '@huron/shared/contracts';
import { PHOTO_ID_TYPES_LIST, SIGNATURE_CONSENT_VERSION, SIGNATURE_NAME_MAX } from '@huron/shared/contracts/signatures';
import { m } from '@huron/shared/i18n';
import { FormField, FormSubmit, SelectField, ZodForm, useZodForm } from '@huron/web/forms';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useKioskConsent, useKioskSign } from '../api/kiosk-sign';
import { useStartInOfficeSession } from '../api/start-in-office-session';

const ID_LABELS: Record<string, () => string> = {
  'drivers-license': m.admin_sign_id_type_drivers_license,
  'state-id': m.admin_sign_id_type_state_id,
  passport: m.admin_sign_id_type_passport,
  'military-id': m.admin_sign_id_type_military_id,
  'other-government-id': m.admin_sign_id_type_other,
};

const idSchema = z.object({
  idType: z.enum(PHOTO_ID_TYPES_LIST),
  idLastFour: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4}$/),
  idExpiresOn: z.iso.date(),
});
type IdForm = z.infer<typeof idSchema>;
const nameSchema = z.object({ typedName: z.string().trim().min(1).max(SIGNATURE_NAME_MAX) });
type NameForm = z.infer<typeof nameSchema>;

/** The kiosk screen the client uses on the office device: consent, then the typed name; the session ends with the signature. */
function Kiosk({
  request,
  token,
  signerId,
  name,
  onDone,
}: {
  request: SignatureRequest;
  token: string;
  signerId: string;
  name: string;
  onDone(next: SignatureRequest): void;
}) {
  const consent = useKioskConsent(request.id, token);
  const sign = useKioskSign(request.id, token, signerId);
  const form = useZodForm(nameSchema);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card admin-kiosk" role="region" aria-labelledby="kiosk-title">
      <h3 id="kiosk-title" ref={heading} tabIndex={-1}>
        {m.admin_sign_kiosk_title({ name })}
      </h3>
      {!consent.isSuccess ? (
        <>
          <h4>{m.sign_consent_title()}</h4>
          <ul>
            <li>{m.sign_consent_paper()}</li>
            <li>{m.sign_consent_withdraw()}</li>
            <li>{m.sign_consent_scope()}</li>
            <li>{m.sign_consent_hardware()}</li>
          </ul>
          <p>{m.sign_consent_version({ version: SIGNATURE_CONSENT_VERSION })}</p>
          <button type="button" className="button" onClick={() => consent.mutate()} disabled={consent.isPending}>
            {m.sign_consent_accept()}
          </button>
        </>
      ) : (
        <ZodForm
          form={form}
          label={m.sign_form_label()}
          errorId="kiosk-sign-error"
          onSubmit={async (values: NameForm) => onDone(await sign.mutateAsync(values.typedName))}
        >
          <FormField<NameForm> name="typedName" id="kiosk-typed-name" label={m.sign_typed_name_label()} autoComplete="off" />
          <p>{m.sign_intent()}</p>
          <FormSubmit label={m.sign_submit()} busyLabel={m.sign_submitting()} />
        </ZodForm>
      )}
    </div>
  );
}

/** Staff record the photo-ID check, then hand the device to the client for the kiosk screen. */
export function InOfficeSigning({
  request,
  signerId,
  name,
  onDone,
}: {
  request: SignatureRequest;
  signerId: string;
  name: string;
  onDone(next?: SignatureRequest): void;
}) {
  const start = useStartInOfficeSession(request.id);
  const form = useZodForm(idSchema, { defaultValues: { idType: 'drivers-license' } });
  const [token, setToken] = useState<string | null>(null);
  const [signed, setSigned] = useState<SignatureRequest | null>(null);
  if (signed)
    return (
      <div role="status" className="alert alert--success">
        <p>{m.admin_sign_kiosk_done()}</p>
        <button type="button" className="button button--secondary" onClick={() => onDone(signed)}>
          {m.admin_sign_kiosk_close()}
        </button>
      </div>
    );
  if (token) return <Kiosk request={request} token={token} signerId={signerId} name={name} onDone={setSigned} />;
  return (
    <ZodForm
      form={form}
      label={m.admin_sign_id_heading({ name })}
      errorId={`id-check-${signerId}-error`}
      onSubmit={async (values: IdForm) => setToken((await start.mutateAsync({ signerId, ...values })).token)}
    >
      <SelectField<IdForm> name="idType" label={m.admin_sign_id_type()} options={PHOTO_ID_TYPES_LIST.map((value) => ({ value, label: ID_LABELS[value]!() }))} />
      <FormField<IdForm> name="idLastFour" label={m.admin_sign_id_last_four()} maxLength={4} autoComplete="off" />
      <FormField<IdForm> name="idExpiresOn" label={m.admin_sign_id_expires()} type="date" />
      <FormSubmit label={m.admin_sign_start_kiosk()} busyLabel={m.admin_saving()} />
    </ZodForm>
  );
}
