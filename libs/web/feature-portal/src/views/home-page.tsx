import { m } from '@huron/shared/i18n';
import { PortalLayout } from '../components/portal-layout';
import { SignatureTasks } from '../components/signature-tasks';
import { WaitingList } from '../components/waiting-list';

/** /portal: "Waiting for you". */
export function PortalHomePage() {
  return (
    <PortalLayout title={m.portal_home_title()} path="/portal">
      {(session) => (
        <>
          <WaitingList userId={session.user.id} />
          <SignatureTasks userId={session.user.id} />
        </>
      )}
    </PortalLayout>
  );
}
