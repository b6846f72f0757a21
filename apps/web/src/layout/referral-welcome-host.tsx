import { REFERRAL_WELCOME_PARAM, ReferralWelcome } from '@huron/web/feature-dashboard';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A friend arriving by a share link lands on `/?welcome={code}`: the welcome shows on that first page only. The
 * parameter leaves the address at once (a reload, a bookmark or a shared address does not welcome again), and
 * moving to another page or dismissing it ends it.
 */
export function ReferralWelcomeHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const [welcome, setWelcome] = useState<{ code: string; path: string } | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get(REFERRAL_WELCOME_PARAM);
    if (!code) return;
    setWelcome({ code, path: location.pathname });
    params.delete(REFERRAL_WELCOME_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location, navigate]);

  useEffect(() => {
    if (welcome && location.pathname !== welcome.path) setWelcome(null);
  }, [location.pathname, welcome]);

  if (!welcome || location.pathname !== welcome.path) return null;
  return (
    <Suspense fallback={null}>
      <ReferralWelcome code={welcome.code} onDismiss={() => setWelcome(null)} />
    </Suspense>
  );
}
