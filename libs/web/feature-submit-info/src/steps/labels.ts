import { m } from '@huron/shared/i18n';

// Catalogue words for the schema's closed lists (the schemas hold no interface text).
const FILING: Record<string, () => string> = {
  single: m.taxinfo_filing_single,
  married_filing_jointly: m.taxinfo_filing_married_filing_jointly,
  married_filing_separately: m.taxinfo_filing_married_filing_separately,
  head_of_household: m.taxinfo_filing_head_of_household,
  qualifying_surviving_spouse: m.taxinfo_filing_qualifying_surviving_spouse,
};
const RELATIONSHIP: Record<string, () => string> = {
  son: m.taxinfo_relationship_son,
  daughter: m.taxinfo_relationship_daughter,
  stepchild: m.taxinfo_relationship_stepchild,
  foster_child: m.taxinfo_relationship_foster_child,
  sibling: m.taxinfo_relationship_sibling,
  parent: m.taxinfo_relationship_parent,
  grandchild: m.taxinfo_relationship_grandchild,
  other: m.taxinfo_relationship_other,
};
const INCOME: Record<string, () => string> = {
  w2_wages: m.taxinfo_income_w2_wages,
  work_1099: m.taxinfo_income_work_1099,
  self_employment: m.taxinfo_income_self_employment,
  investments_crypto: m.taxinfo_income_investments_crypto,
  rental: m.taxinfo_income_rental,
  retirement: m.taxinfo_income_retirement,
  unemployment: m.taxinfo_income_unemployment,
  education: m.taxinfo_income_education,
  childcare: m.taxinfo_income_childcare,
  mortgage_property_tax: m.taxinfo_income_mortgage_property_tax,
  charitable_gifts: m.taxinfo_income_charitable_gifts,
  marketplace_insurance: m.taxinfo_income_marketplace_insurance,
};
const OFFICE: Record<string, () => string> = {
  dearborn: m.taxinfo_office_dearborn,
  ypsilanti: m.taxinfo_office_ypsilanti,
  'ann-arbor': m.taxinfo_office_ann_arbor,
  remote: m.taxinfo_office_remote,
};
const CONTACT: Record<string, () => string> = { phone: m.taxinfo_contact_phone, email: m.taxinfo_contact_email, text: m.taxinfo_contact_text };
const TIME: Record<string, () => string> = {
  morning: m.taxinfo_time_morning,
  afternoon: m.taxinfo_time_afternoon,
  evening: m.taxinfo_time_evening,
  any: m.taxinfo_time_any,
};

const wordFor = (table: Record<string, () => string>) => (value: string | undefined) => (value && table[value] ? table[value]() : (value ?? ''));
export const filingStatusLabel = wordFor(FILING);
export const relationshipLabel = wordFor(RELATIONSHIP);
export const incomeLabel = wordFor(INCOME);
export const officeLabel = wordFor(OFFICE);
export const contactMethodLabel = wordFor(CONTACT);
export const contactTimeLabel = wordFor(TIME);
