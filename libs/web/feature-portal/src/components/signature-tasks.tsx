import type { SignatureRequest } from '@huron/shared/contracts';
import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { useSignatureRequests } from '../api/list-signature-requests';
import { getSignedDocument } from '../api/signature-document';
import { LoadFailed, Loading } from './portal-layout';

export const documentName = (kind: SignatureRequest['kind']): string =>
  kind === 'engagement-letter' ? m.sign_kind_engagement_letter() : kind === 'form-8879' ? m.sign_kind_form_8879() : m.sign_kind_form_mi_8453();

function statusOf(request: SignatureRequest): string {
  if (request.status === 'void') return m.sign_status_void();
  if (request.status === 'completed') return m.sign_status_completed();
  return request.signers.some((s) => s.you && !s.signedAt) ? m.sign_status_pending() : m.sign_status_waiting_others();
}

async function download(request: SignatureRequest) {
  const url = URL.createObjectURL(await getSignedDocument(request.id));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${request.kind}-${request.taxYear}-signed.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const waitsForYou = (request: SignatureRequest) => request.status === 'pending' && request.signers.some((s) => s.you && !s.signedAt);

/**
 * Documents to sign: one return's (a "Sign" link while the client's signature waits, the signed PDF once complete), or,
 * without `engagementId` (the portal's home), every one waiting for the caller, e.g. a spouse whose return it is not.
 */
export function SignatureTasks({ userId, engagementId }: { userId: string; engagementId?: string }) {
  const requests = useSignatureRequests(userId);
  if (requests.isError) return <LoadFailed retry={() => void requests.refetch()} />;
  if (!requests.data) return engagementId ? <Loading text={m.portal_loading()} /> : null;
  const mine = requests.data.items.filter((r) => (engagementId ? r.engagementId === engagementId : waitsForYou(r)));
  if (!engagementId && mine.length === 0) return null;
  return (
    <section aria-labelledby="sign-tasks-heading" className="account-section" id="signatures" tabIndex={-1}>
      <h2 id="sign-tasks-heading">{m.sign_tasks_heading()}</h2>
      {mine.length === 0 ? <p>{m.sign_tasks_empty()}</p> : null}
      <ul className="portal-list">
        {mine.map((request) => {
          const waiting = waitsForYou(request);
          return (
            <li key={request.id}>
              <p>
                <strong>{documentName(request.kind)}</strong> {statusOf(request)}
              </p>
              {waiting && request.kind === 'engagement-letter' ? (
                <Link className="button" to={`/portal/returns/${request.engagementId}/sign/${request.id}`}>
                  {m.sign_open({ document: documentName(request.kind) })}
                </Link>
              ) : null}
              {waiting && request.kind !== 'engagement-letter' ? <p>{m.sign_in_office_only()}</p> : null}
              {request.status === 'completed' ? (
                <button type="button" className="button button--secondary" onClick={() => void download(request)}>
                  {m.sign_download_signed({ document: documentName(request.kind) })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
