import type { SignatureRequest } from '@huron/shared/contracts';
import { SIGNATURE_CONSENT_VERSION, signatureSignFormSchema, type SignatureSignForm } from '@huron/shared/contracts/signatures';
import { m } from '@huron/shared/i18n';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useConsentToSign } from '../api/consent-signature';
import { getSignatureDocument } from '../api/signature-document';
import { useSignDocument } from '../api/sign-document';

// The drawing pad loads only when the signer asks for it.
const SignaturePad = lazy(() => import('./signature-pad'));

export interface SignFlowProps {
  request: SignatureRequest;
  signerId: string;
  /** The signed-in client (portal); absent in the office kiosk. */
  userId?: string;
  kioskToken?: string;
  /** After signing: the request as it stands (completed when everyone has signed). */
  onSigned(request: SignatureRequest): void;
}

/** The ESIGN Act 101(c) disclosures and the consent button; the consent is stored with the text's version. */
function Consent({ request, userId, kioskToken, onAccepted }: { request: SignatureRequest; userId?: string; kioskToken?: string; onAccepted(): void }) {
  const consent = useConsentToSign(userId, request.id, kioskToken);
  return (
    <section aria-labelledby="sign-consent-heading" className="account-section">
      <h2 id="sign-consent-heading">{m.sign_consent_title()}</h2>
      <p>{m.sign_consent_intro()}</p>
      <ul>
        <li>{m.sign_consent_paper()}</li>
        <li>{m.sign_consent_withdraw()}</li>
        <li>{m.sign_consent_scope()}</li>
        <li>{m.sign_consent_hardware()}</li>
        <li>{m.sign_consent_update()}</li>
      </ul>
      <p className="account-hint">{m.sign_consent_version({ version: SIGNATURE_CONSENT_VERSION })}</p>
      {consent.error ? (
        <p className="alert alert--error" role="alert">
          {consent.error.message}
        </p>
      ) : null}
      <button type="button" className="button" disabled={consent.isPending} onClick={() => consent.mutate(undefined, { onSuccess: onAccepted })}>
        {consent.isPending ? m.sign_consent_agreeing() : m.sign_consent_accept()}
      </button>
    </section>
  );
}

/** The PDF in a frame (the browser's own viewer; no PDF library in the page) and a link to open or save it. */
function Preview({ requestId, kioskToken }: { requestId: string; kioskToken?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    getSignatureDocument(requestId, kioskToken)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => setUrl(null));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [requestId, kioskToken]);
  return (
    <section aria-labelledby="sign-preview-heading" className="account-section">
      <h2 id="sign-preview-heading">{m.sign_preview_heading()}</h2>
      {url ? (
        <>
          <iframe className="sign-preview" title={m.sign_preview_frame()} src={url} />
          <p>
            <a href={url} target="_blank" rel="noopener" download="document.pdf">
              {m.sign_preview_download()}
            </a>
          </p>
        </>
      ) : (
        <p role="status">{m.sign_preview_loading()}</p>
      )}
    </section>
  );
}

/** Consent (once), the document, and the typed-name signature; keyboard only all the way. */
export function SignFlow({ request, signerId, userId, kioskToken, onSigned }: SignFlowProps) {
  const signer = request.signers.find((s) => s.id === signerId);
  const [consented, setConsented] = useState(Boolean(signer?.consentedAt));
  const form = useZodForm(signatureSignFormSchema);
  const sign = useSignDocument(userId, request.id, kioskToken);
  const nameRef = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState(false);
  const drawn = useRef<string | null>(null);
  if (!consented)
    return (
      <Consent
        request={request}
        userId={userId}
        kioskToken={kioskToken}
        onAccepted={() => {
          setConsented(true);
          requestAnimationFrame(() => nameRef.current?.querySelector('h2')?.focus());
        }}
      />
    );
  return (
    <div ref={nameRef}>
      <Preview requestId={request.id} kioskToken={kioskToken} />
      <section aria-labelledby="sign-form-heading" className="account-section">
        <h2 id="sign-form-heading" tabIndex={-1}>
          {m.sign_form_heading()}
        </h2>
        <ZodForm
          form={form}
          label={m.sign_form_label()}
          errorId="sign-error"
          onSubmit={async (values: SignatureSignForm) => {
            onSigned(
              await sign.mutateAsync({ signerId, typedName: values.typedName, ...(drawn.current ? { drawnSignature: drawn.current } : {}), intent: true }),
            );
          }}
        >
          <FormField<SignatureSignForm> name="typedName" label={m.sign_typed_name_label()} autoComplete="name" required />
          {drawing ? (
            <Suspense fallback={null}>
              <SignaturePad onChange={(png) => (drawn.current = png)} />
            </Suspense>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setDrawing(true)}>
              {m.sign_draw_add()}
            </button>
          )}
          <p>{m.sign_intent()}</p>
          <FormSubmit label={m.sign_submit()} busyLabel={m.sign_submitting()} />
        </ZodForm>
      </section>
    </div>
  );
}
