import { lazy } from 'react';
import { formatMoney, m } from '@huron/shared/i18n';
import { codeWord } from './code-words';
import { referralQueryOptions, type Referral } from '../api/get-referral';
import { referralsQueryOptions } from '../api/list-referrals';
import { languageField, orderFilter, searchFilter, statusColumn, when } from './common';
import { defineKind } from './kind';
import { label, optionsOf, REFERRAL_STATUSES } from './labels';

const reward = (cents: number | null) => (cents === null ? '' : formatMoney(cents));

export const referrals = defineKind({
  slug: 'referrals',
  title: m.admin_referrals_title,
  caption: m.admin_referrals_caption,
  filters: [searchFilter, { name: 'status', label: m.admin_field_status, type: 'select', options: optionsOf(REFERRAL_STATUSES) }, orderFilter],
  listQuery: referralsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_created, cell: (row) => when(row.createdAt) },
    { label: m.admin_field_referrer, cell: (row) => row.referrerName },
    { label: m.admin_field_friend, cell: (row) => row.friendName },
    statusColumn,
    { label: m.admin_field_reward, cell: (row) => reward(row.rewardCents) },
  ],
  exportPath: '/api/admin/referrals/export.csv',
  detail: {
    query: referralQueryOptions,
    title: (record: Referral) => `${record.referrerName} → ${record.friendName}`,
    fields: [
      { label: m.admin_field_status, value: (r) => label(r.status) },
      { label: m.admin_field_referrer, value: (r) => `${r.referrerName} <${r.referrerEmail}>` },
      { label: m.admin_field_friend, value: (r) => `${r.friendName} <${r.friendEmail}>` },
      { label: m.admin_field_phone, value: (r) => r.friendPhone },
      languageField,
      { label: m.admin_field_source, value: (r) => codeWord(r.source, 'source') },
      { label: m.admin_field_reward, value: (r) => reward(r.rewardCents) },
      { label: m.admin_field_decline_reason, value: (r) => r.declineReason },
      { label: m.admin_field_created, value: (r) => when(r.createdAt) },
    ],
    Actions: lazy(() => import('../components/referral-workflow')),
  },
});
