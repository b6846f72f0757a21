import type { SignatureRequest } from '@huron/shared/contracts';
import { m } from '@huron/shared/i18n';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSignatureRequests } from '../api/list-signature-requests';
import { LoadFailed, Loading, PortalLayout } from '../components/portal-layout';
import { SignFlow } from '../components/sign-flow';
import { documentName } from '../components/signature-tasks';

function Signing({ userId, engagementId, requestId }: { userId: string; engagementId: string; requestId: string }) {
  const requests = useSignatureRequests(userId);
  const [done, setDone] = useState<SignatureRequest | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const back = <Link to={`/portal/returns/${engagementId}#signatures`}>{m.sign_back_to_return()}</Link>;
  if (done)
    return (
      <div ref={doneRef} className="alert alert--success" role="status" tabIndex={-1}>
        <h2>{m.sign_done_heading()}</h2>
        <p>{done.status === 'completed' ? m.sign_done_complete() : m.sign_done_waiting()}</p>
        <p>{back}</p>
      </div>
    );
  if (requests.isError) return <LoadFailed retry={() => void requests.refetch()} />;
  if (!requests.data) return <Loading text={m.portal_loading()} />;
  const request = requests.data.items.find((r) => r.id === requestId && r.engagementId === engagementId);
  const signer = request?.signers.find((s) => s.you && !s.signedAt);
  if (!request || !signer || request.status !== 'pending')
    return (
      <div className="alert alert--error" role="alert">
        <p>{m.sign_not_found()}</p>
        <p>{back}</p>
      </div>
    );
  return (
    <div className="account-page__sections">
      <p className="portal-return-name">{documentName(request.kind)}</p>
      <SignFlow
        request={request}
        signerId={signer.id}
        userId={userId}
        onSigned={(after) => {
          setDone(after);
          requestAnimationFrame(() => doneRef.current?.focus());
        }}
      />
    </div>
  );
}

/** /portal/returns/{id}/sign/{requestId}: consent, read and sign one document; prerendered once and served for any ids. */
export function PortalSignPage() {
  const { id = '', requestId = '' } = useParams();
  return (
    <PortalLayout title={m.sign_page_title()} path="/portal/returns">
      {(session) => <Signing userId={session.user.id} engagementId={id} requestId={requestId} />}
    </PortalLayout>
  );
}
