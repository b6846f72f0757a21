/**
 * The words of each code in CSV exports: the catalogue's words, as the back office shows them (CODE_WORDS in
 * libs/web/feature-admin/src/kinds/code-words.ts names the same messages). The API's build does not carry the
 * catalogue (it stays web-only); csv-words.spec.ts checks every word here is one of the catalogue's.
 */
export const CSV_WORDS = {
  status: {
    new: 'New',
    in_progress: 'In progress',
    done: 'Done',
    spam: 'Spam',
    pending: 'Pending',
    contacted: 'Contacted',
    completed: 'Completed',
    paid: 'Paid',
    declined: 'Declined',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    no_show: 'No show',
    failed: 'Failed',
    expired: 'Expired',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
  },
  office: {
    dearborn: 'Dearborn',
    ypsilanti: 'Ypsilanti',
    'ann-arbor': 'Ann Arbor',
    remote: 'Remote',
  },
  filingStatus: {
    single: 'Single',
    married_filing_jointly: 'Married filing jointly',
    married_filing_separately: 'Married filing separately',
    head_of_household: 'Head of household',
    qualifying_surviving_spouse: 'Qualifying surviving spouse',
  },
  service: {
    'individual-return': 'Individual tax return',
    'business-return': 'Business tax return',
    'tax-problem': 'Tax problem / IRS letter',
    advisory: 'Advisory',
    other: 'Other',
  },
  contactMethod: {
    phone: 'Phone call',
    email: 'Email',
    text: 'Text message',
  },
  contactTime: {
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
    any: 'Any time',
  },
  relationship: {
    son: 'Son',
    daughter: 'Daughter',
    stepchild: 'Stepchild',
    foster_child: 'Foster child',
    sibling: 'Brother or sister',
    parent: 'Parent',
    grandchild: 'Grandchild',
    other: 'Other relative',
  },
  income: {
    w2_wages: 'W-2 wages',
    work_1099: '1099 work',
    self_employment: 'Self-employment',
    investments_crypto: 'Investments and crypto',
    rental: 'Rental income',
    retirement: 'Retirement income',
    unemployment: 'Unemployment',
    education: 'Education',
    childcare: 'Childcare',
    mortgage_property_tax: 'Mortgage interest and property tax',
    charitable_gifts: 'Charitable gifts',
    marketplace_insurance: 'Health insurance marketplace',
  },
  source: {
    form: 'Referral form',
    'tax-intake': 'Tax information form',
    booking: 'Appointment booking',
    'group-registration': 'Group registration',
    contact: 'Contact form',
  },
  kind: {
    individual: 'Individual',
    business: 'Business',
    amended: 'Amended',
    other: 'Other',
  },
} satisfies Record<string, Record<string, string>>;

export type CsvCodeField = keyof typeof CSV_WORDS;
