import {
  DOCUMENT_REQUEST_STATUSES as CONTRACT_REQUEST_STATUSES,
  EFILE_RESULTS as CONTRACT_EFILE_RESULTS,
  ENGAGEMENT_KINDS as CONTRACT_KINDS,
  ENGAGEMENT_STATUSES as CONTRACT_STATUSES,
} from '@huron/shared/contracts/engagements';
import { ENGAGEMENT_INTERNAL_STATUSES as CONTRACT_INTERNAL_STATUSES } from '@huron/shared/contracts';
import {
  DOCUMENT_REQUEST_STATUSES,
  EFILE_RESULTS,
  ENGAGEMENT_INTERNAL_STATUSES,
  ENGAGEMENT_KINDS,
  ENGAGEMENT_STATUSES,
  efileLabel,
  engagementKindLabel,
  engagementStatusLabel,
  historyValueLabel,
  internalStatusLabel,
  requestStatusLabel,
} from './engagement-labels';

describe('engagement words', () => {
  it('lists every value the contracts allow, in their order', () => {
    expect(ENGAGEMENT_STATUSES).toEqual(CONTRACT_STATUSES);
    expect(ENGAGEMENT_KINDS).toEqual(CONTRACT_KINDS);
    expect(ENGAGEMENT_INTERNAL_STATUSES).toEqual(CONTRACT_INTERNAL_STATUSES);
    expect(EFILE_RESULTS).toEqual(CONTRACT_EFILE_RESULTS);
    expect(DOCUMENT_REQUEST_STATUSES).toEqual(CONTRACT_REQUEST_STATUSES);
  });

  it('has words of its own for each value (none shown as the raw value)', () => {
    const raw = (words: (value: string) => string, values: readonly string[]) => values.filter((value) => words(value) === value.replace(/_/g, ' '));
    expect(raw(engagementStatusLabel, ENGAGEMENT_STATUSES)).toEqual([]);
    expect(raw(engagementKindLabel, ENGAGEMENT_KINDS)).toEqual([]);
    expect(raw(internalStatusLabel, ENGAGEMENT_INTERNAL_STATUSES)).toEqual([]);
    expect(raw(efileLabel, EFILE_RESULTS)).toEqual([]);
    expect(raw(requestStatusLabel, DOCUMENT_REQUEST_STATUSES)).toEqual([]);
  });

  it('reads a history value by its field: the same word means different things', () => {
    expect(historyValueLabel('status', 'efiled')).toBe('E-filed');
    expect(historyValueLabel('irs', 'pending')).toBe('Pending');
    expect(historyValueLabel('internal_status', 'on_hold')).toBe('On hold');
    expect(requestStatusLabel('submitted')).toBe('Ready for review');
  });
});
