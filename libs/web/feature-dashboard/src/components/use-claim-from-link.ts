import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { queryClient } from '@huron/web/data-access/api';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { claimReferral, referralKeys } from '../api/referrals';

/** /dashboard?claim=...: the confirmation link a signed-out referrer got by email; attaches it, once, then drops the token from the address bar. */
export function useClaimFromLink(userId: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('claim');
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    navigate('/dashboard', { replace: true });
    claimReferral(token).then(
      async (result) => {
        toast.success(m.referrals_claimed({ count: result.attached }));
        await queryClient.invalidateQueries({ queryKey: referralKeys.all(userId) });
      },
      () => toast.error(m.referrals_claim_failed()),
    );
  }, [token, userId, navigate]);
}
