import { SIGNATURE_NAME_MAX } from '@huron/shared/contracts/signatures';
import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, SelectField, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import { FileUploadField } from '@huron/web/forms/upload';
import { uploadFile } from '@huron/web/data-access/api';
import { useState } from 'react';
import { z } from 'zod';
import { useCreateSignatureRequest } from '../api/create-signature-request';
import { useGetUploadLink } from '../api/get-upload-link';
import { refreshSignatureRequests, useSignatureRequests, type AdminSignatureRequest } from '../api/list-signature-requests';
import { useVerifySignatureRequest } from '../api/verify-signature-request';
import { useVoidSignatureRequest } from '../api/void-signature-request';
import { when } from '../kinds/common';
import { dollarsToCents } from '../lib/detroit-time';
import { ApiFailure, Loading } from './api-failure';
import { InOfficeSigning } from './in-office-signing';

// An engagement's signatures (issue 47), loaded after the detail page paints (its own chunk): the engagement's
// requests as the API lists them (so a reload keeps them), each with its actions, and the form to ask for one.

const KINDS = ['engagement-letter', 'form-8879', 'form-mi-8453'] as const;
const kindLabel = (kind: string) =>
  kind === 'engagement-letter' ? m.sign_kind_engagement_letter() : kind === 'form-8879' ? m.sign_kind_form_8879() : m.sign_kind_form_mi_8453();
const statusLabel = (status: string) =>
  status === 'completed' ? m.sign_status_completed() : status === 'void' ? m.sign_status_void() : m.sign_status_pending();

const requestSchema = z
  .object({
    kind: z.enum(KINDS),
    scope: z.string().trim().max(2000).optional(),
    fee: z.string().optional(),
    uploadId: z.string().optional(),
    taxpayer: z.string().trim().min(1).max(SIGNATURE_NAME_MAX),
    spouse: z.string().trim().max(SIGNATURE_NAME_MAX).optional(),
    spouseEmail: z.union([z.literal(''), z.email()]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'engagement-letter') {
      if (!v.scope) ctx.addIssue({ code: 'custom', path: ['scope'], message: m.form_error_required({ field: m.admin_sign_scope() }) });
      if (dollarsToCents(v.fee ?? '') === null) ctx.addIssue({ code: 'custom', path: ['fee'], message: m.admin_sign_fee_invalid() });
    } else if (!v.uploadId) ctx.addIssue({ code: 'custom', path: ['uploadId'], message: m.form_error_required({ field: m.admin_sign_file() }) });
    if (v.spouse && !v.spouseEmail)
      ctx.addIssue({ code: 'custom', path: ['spouseEmail'], message: m.form_error_required({ field: m.admin_sign_spouse_email() }) });
  });
type RequestForm = z.infer<typeof requestSchema>;

/** A five-minute download link for one of the request's documents, asked on a click (each ask is audited). */
function DocumentLink({ uploadId, name }: { uploadId: string; name: string }) {
  const getUploadLink = useGetUploadLink();
  const link = getUploadLink.data;
  return link ? (
    <span>
      <a href={link.url} download>
        {m.admin_document_download({ name })}
      </a>{' '}
      <span className="muted">{m.admin_document_expires({ time: when(link.expiresAt) })}</span>
    </span>
  ) : (
    <>
      <button type="button" className="button button--secondary" disabled={getUploadLink.isPending} onClick={() => getUploadLink.mutate(uploadId)}>
        {m.admin_document_link_for({ name })}
      </button>
      {getUploadLink.isError ? (
        <span className="field__error" role="alert">
          {m.admin_document_failed()}
        </span>
      ) : null}
    </>
  );
}

function RequestItem({ request, onChanged }: { request: AdminSignatureRequest; onChanged(): void }) {
  const voiding = useVoidSignatureRequest(request.id);
  const verifying = useVerifySignatureRequest(request.id);
  const [reason, setReason] = useState('');
  const [kiosk, setKiosk] = useState<{ signerId: string; name: string } | null>(null);
  const document = kindLabel(request.kind);
  return (
    <li>
      <p>
        <strong>{m.admin_sign_status({ document, status: statusLabel(request.status) })}</strong>
      </p>
      <p className="muted">
        {m.admin_sign_requested_at({ time: when(request.createdAt) })}
        {request.completedAt ? <> {m.admin_sign_completed_at({ time: when(request.completedAt) })}</> : null}
      </p>
      {request.voidedAt ? <p>{m.admin_sign_voided_at({ time: when(request.voidedAt), reason: request.voidReason ?? '' })}</p> : null}
      <ul>
        {request.signers.map((signer) => (
          <li key={signer.id}>
            {m.admin_sign_signer({
              role: signer.role === 'spouse' ? m.admin_sign_role_spouse() : m.admin_sign_role_taxpayer(),
              name: signer.name,
              state: signer.signedAt ? m.admin_sign_signed() : m.admin_sign_not_signed(),
            })}
            {request.status === 'pending' && !signer.signedAt && kiosk?.signerId !== signer.id ? (
              <button type="button" className="button button--secondary" onClick={() => setKiosk({ signerId: signer.id, name: signer.name })}>
                {m.admin_sign_id_heading({ name: signer.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {kiosk ? (
        <InOfficeSigning
          request={request}
          signerId={kiosk.signerId}
          name={kiosk.name}
          onDone={(next) => {
            setKiosk(null);
            if (next) onChanged();
          }}
        />
      ) : null}
      <div className="cluster">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            verifying.mutate(undefined, {
              onSuccess: (result) =>
                result.valid ? toast.success(m.admin_sign_verified()) : toast.error(m.admin_sign_verify_failed({ row: String(result.brokenAt ?? '-') })),
            })
          }
        >
          {m.admin_sign_verify()}
        </button>
        {request.signedUploadId ? (
          <DocumentLink uploadId={request.signedUploadId} name={m.admin_sign_doc_signed({ document })} />
        ) : (
          <DocumentLink uploadId={request.documentUploadId} name={m.admin_sign_doc_original({ document })} />
        )}
      </div>
      {request.status !== 'void' ? (
        <form
          className="cluster"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            voiding.mutate(
              { reason },
              {
                onSuccess: () => {
                  toast.success(m.admin_sign_voided());
                  onChanged();
                },
              },
            );
          }}
        >
          <label htmlFor={`void-${request.id}`}>{m.admin_sign_void_reason()}</label>
          <input id={`void-${request.id}`} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" className="button button--secondary">
            {m.admin_sign_void()}
          </button>
        </form>
      ) : null}
    </li>
  );
}

/** Request signatures, run in-office signing after a photo-ID check, void and verify. */
export default function EngagementSignatures({ engagementId }: { engagementId: string }) {
  const form = useZodForm(requestSchema, { defaultValues: { kind: 'engagement-letter' } });
  const create = useCreateSignatureRequest(engagementId);
  const requests = useSignatureRequests(engagementId);
  const refresh = () => void refreshSignatureRequests(engagementId);
  return (
    <section className="card account-section" aria-labelledby="signatures-title" id="signatures">
      <h2 id="signatures-title">{m.admin_sign_title()}</h2>
      <p>{m.admin_sign_intro()}</p>
      <ZodForm
        form={form}
        label={m.admin_sign_title()}
        errorId="signature-form-error"
        apiFields={{ feeCents: 'fee', 'signers.0.name': 'taxpayer', 'signers.1.name': 'spouse', 'signers.1.email': 'spouseEmail' }}
        onSubmit={async (v: RequestForm) => {
          const signers = [
            { role: 'taxpayer' as const, name: v.taxpayer },
            ...(v.spouse ? [{ role: 'spouse' as const, name: v.spouse, email: v.spouseEmail }] : []),
          ];
          await create.mutateAsync(
            v.kind === 'engagement-letter'
              ? { kind: v.kind, scope: v.scope, feeCents: dollarsToCents(v.fee ?? '')!, signers }
              : { kind: v.kind, uploadId: v.uploadId, signers },
          );
          toast.success(m.admin_sign_requested());
          await refreshSignatureRequests(engagementId);
        }}
      >
        <SelectField<RequestForm> name="kind" label={m.admin_sign_kind()} options={KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))} />
        <TextareaField<RequestForm> name="scope" label={m.admin_sign_scope()} rows={3} maxLength={2000} />
        <FormField<RequestForm> name="fee" label={m.admin_sign_fee()} inputMode="decimal" />
        <FileUploadField<RequestForm> name="uploadId" label={m.admin_sign_file()} upload={uploadFile} single kinds={['application/pdf']} />
        <FormField<RequestForm> name="taxpayer" label={m.admin_sign_taxpayer()} maxLength={SIGNATURE_NAME_MAX} />
        <FormField<RequestForm> name="spouse" label={m.admin_sign_spouse()} maxLength={SIGNATURE_NAME_MAX} />
        <FormField<RequestForm> name="spouseEmail" label={m.admin_sign_spouse_email()} type="email" />
        <FormSubmit label={m.admin_sign_request()} busyLabel={m.admin_saving()} />
      </ZodForm>
      <h3>{m.admin_sign_list_heading()}</h3>
      {requests.isError ? (
        <ApiFailure error={requests.error} retry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <Loading />
      ) : requests.data.items.length === 0 ? (
        <p>{m.admin_sign_none()}</p>
      ) : (
        <>
          <ul className="admin-requests">
            {requests.data.items.map((request) => (
              <RequestItem key={request.id} request={request} onChanged={refresh} />
            ))}
          </ul>
          {requests.data.truncated ? <p className="muted">{m.admin_sign_truncated()}</p> : null}
        </>
      )}
    </section>
  );
}
