import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClaimReferral } from '../api/claim-referral';

/** /dashboard?claim=...: the confirmation link a signed-out referrer got by email; attaches it, once, then drops the token from the address bar. */
export function useClaimFromLink(userId: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('claim');
  const started = useRef(false);
  const { mutateAsync: claim } = useClaimReferral(userId);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    navigate('/dashboard', { replace: true });
    claim(token).then(
      (result) => toast.success(m.referrals_claimed({ count: result.attached })),
      () => toast.error(m.referrals_claim_failed()),
    );
  }, [token, claim, navigate]);
}
