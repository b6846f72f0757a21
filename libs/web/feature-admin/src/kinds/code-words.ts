import { m } from '@huron/shared/i18n';
import { OFFICE_WORDS, STATUS_WORDS } from './labels';

// The back office's own messages (admin_code_*), not the public forms' (taxinfo_*, booking_*): sharing those would put
// a chunk of them on the public form pages.

/**
 * Words for the codes records keep ("married_filing_jointly", "individual-return", "in_progress"), by the field they
 * sit in, from the catalogue: what staff see in lists, details and CSV exports instead of the code.
 */
export const CODE_WORDS = {
  status: STATUS_WORDS,
  office: OFFICE_WORDS,
  filingStatus: {
    single: m.admin_code_filing_single,
    married_filing_jointly: m.admin_code_filing_married_filing_jointly,
    married_filing_separately: m.admin_code_filing_married_filing_separately,
    head_of_household: m.admin_code_filing_head_of_household,
    qualifying_surviving_spouse: m.admin_code_filing_qualifying_surviving_spouse,
  },
  service: {
    'individual-return': m.admin_code_service_individual_return,
    'business-return': m.admin_code_service_business_return,
    'tax-problem': m.admin_code_service_tax_problem,
    advisory: m.admin_code_service_advisory,
    other: m.admin_code_service_other,
  },
  contactMethod: { phone: m.admin_code_contact_phone, email: m.admin_code_contact_email, text: m.admin_code_contact_text },
  contactTime: { morning: m.admin_code_time_morning, afternoon: m.admin_code_time_afternoon, evening: m.admin_code_time_evening, any: m.admin_code_time_any },
  relationship: {
    son: m.admin_code_relationship_son,
    daughter: m.admin_code_relationship_daughter,
    stepchild: m.admin_code_relationship_stepchild,
    foster_child: m.admin_code_relationship_foster_child,
    sibling: m.admin_code_relationship_sibling,
    parent: m.admin_code_relationship_parent,
    grandchild: m.admin_code_relationship_grandchild,
    other: m.admin_code_relationship_other,
  },
  income: {
    w2_wages: m.admin_code_income_w2_wages,
    work_1099: m.admin_code_income_work_1099,
    self_employment: m.admin_code_income_self_employment,
    investments_crypto: m.admin_code_income_investments_crypto,
    rental: m.admin_code_income_rental,
    retirement: m.admin_code_income_retirement,
    unemployment: m.admin_code_income_unemployment,
    education: m.admin_code_income_education,
    childcare: m.admin_code_income_childcare,
    mortgage_property_tax: m.admin_code_income_mortgage_property_tax,
    charitable_gifts: m.admin_code_income_charitable_gifts,
    marketplace_insurance: m.admin_code_income_marketplace_insurance,
  },
  source: {
    form: m.admin_source_form,
    'tax-intake': m.admin_source_tax_intake,
    booking: m.admin_source_booking,
    'group-registration': m.admin_source_group_registration,
    contact: m.admin_source_contact,
  },
  kind: { individual: m.admin_kind_individual, business: m.admin_kind_business, amended: m.admin_kind_amended, other: m.admin_kind_other },
} satisfies Record<string, Record<string, () => string>>;

export type CodeField = keyof typeof CODE_WORDS;

/** The words of a code whatever its field (the first field to name it wins: 'other' is the service's "Other"). */
function anyField(value: string): (() => string) | undefined {
  const groups: Array<Record<string, () => string>> = Object.values(CODE_WORDS);
  return groups.find((group) => value in group)?.[value];
}

/**
 * The words for a code: the field's own when the field is named, else any field's; a code the catalogue does not
 * know reads as words ("some_new-code" -> "Some new code"), never as the code.
 */
export function codeWord(value: string | null | undefined, field?: CodeField): string {
  if (!value) return '';
  const own: Record<string, () => string> | undefined = field ? CODE_WORDS[field] : undefined;
  const known = own?.[value] ?? anyField(value);
  if (known) return known();
  const spaced = value.replace(/[_-]+/g, ' ');
  return `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
}
