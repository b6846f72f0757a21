// The closed lists of the tax intake, shared by the form, the API and the database checks.

export const FILING_STATUSES = ['single', 'married_filing_jointly', 'married_filing_separately', 'head_of_household', 'qualifying_surviving_spouse'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** A spouse is asked for (and required) only for the two married statuses. */
export const needsSpouse = (status: string | undefined): boolean => status === 'married_filing_jointly' || status === 'married_filing_separately';

export const DEPENDENT_RELATIONSHIPS = ['son', 'daughter', 'stepchild', 'foster_child', 'sibling', 'parent', 'grandchild', 'other'] as const;

export const INCOME_ITEMS = [
  'w2_wages',
  'work_1099',
  'self_employment',
  'investments_crypto',
  'rental',
  'retirement',
  'unemployment',
  'education',
  'childcare',
  'mortgage_property_tax',
  'charitable_gifts',
  'marketplace_insurance',
] as const;

export const TAX_INTAKE_OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'] as const;
export const CONTACT_METHODS = ['phone', 'email', 'text'] as const;
export const CONTACT_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;

export const MAX_DEPENDENTS = 20;
export const MAX_DOCUMENTS = 10;
export const MAX_NOTES = 2000;

/** Reasons carried by custom issues (`issue.params.reason`); each client words them itself. */
export const TAX_INTAKE_ISSUE = { spouseRequired: 'spouse_required', looksLikeSsn: 'looks_like_ssn', consentRequired: 'consent_required' } as const;

/** The API's words for those reasons (the web uses its catalogue instead). */
export const TAX_INTAKE_ISSUE_MESSAGES: Record<string, string> = {
  spouse_required: 'is required when the filing status is married',
  looks_like_ssn: 'must not contain a Social Security number',
  consent_required: 'must be accepted',
};
