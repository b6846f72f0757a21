import type { AdminReferralPatch, ReferralStatus } from '@huron/shared/contracts';
import type { ReferralRow } from './referral-row';
import { ReferralErrors } from './referral.errors';

const NEXT: Record<ReferralStatus, ReferralStatus[]> = {
  pending: ['contacted', 'declined'],
  contacted: ['completed', 'declined'],
  completed: ['paid', 'declined'],
  paid: [],
  declined: [],
};

export interface RewardBounds {
  rewardMinCents: number;
  rewardMaxCents: number;
}

/**
 * The staff workflow: forward one step at a time (pending -> contacted -> completed -> paid) or to declined with a
 * reason; the reward is set at completed (within the bounds) and may be corrected while completed; paid keeps it.
 * Returns the row's new status, reward and reason; throws a 422 naming the field otherwise.
 */
export function nextState(current: ReferralRow, patch: AdminReferralPatch, bounds: RewardBounds) {
  const to = patch.status;
  const correctingReward = to === 'completed' && current.status === 'completed';
  if (!correctingReward && !NEXT[current.status].includes(to)) throw ReferralErrors.illegalStep(current.status, to);
  if (patch.rewardCents !== undefined && to !== 'completed') throw ReferralErrors.field('rewardCents', 'can only be set with status completed');
  if (patch.declineReason !== undefined && to !== 'declined') throw ReferralErrors.field('declineReason', 'can only be given with status declined');
  let rewardCents = current.rewardCents;
  if (to === 'completed') {
    if (patch.rewardCents === undefined) throw ReferralErrors.field('rewardCents', 'is required with status completed');
    if (patch.rewardCents < bounds.rewardMinCents || patch.rewardCents > bounds.rewardMaxCents) {
      throw ReferralErrors.field('rewardCents', `must be between ${bounds.rewardMinCents} and ${bounds.rewardMaxCents} cents`, {
        code: 'out_of_range',
        params: { minimum: bounds.rewardMinCents, maximum: bounds.rewardMaxCents, unit: 'cents' },
      });
    }
    rewardCents = patch.rewardCents;
  }
  if (to === 'declined' && !patch.declineReason) throw ReferralErrors.field('declineReason', 'is required with status declined');
  return { status: to, rewardCents: to === 'declined' ? null : rewardCents, declineReason: to === 'declined' ? patch.declineReason! : null };
}
