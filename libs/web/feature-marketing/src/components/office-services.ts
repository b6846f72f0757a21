import { m } from '@huron/shared/i18n';
/** The eight services listed on the Dearborn and Ypsilanti pages (from the client's spec), with where to read more. */
export const officeServices: Array<{ title: string; description: string; path?: string }> = [
  {
    title: m.office_services_individual_tax_preparation(),
    description: m.office_services_federal_and_michigan_returns_for(),
    path: '/individual-tax-services',
  },
  {
    title: m.office_services_business_tax_filing(),
    description: m.office_services_returns_for_sole_proprietors_partnerships(),
    path: '/business-tax-services',
  },
  {
    title: m.office_services_irs_problem_resolution(),
    description: m.office_services_help_with_notices_back_taxes(),
    path: '/individual-tax-services#irs-problem-resolution',
  },
  { title: m.office_services_tax_planning_and_strategy(), description: m.office_services_withholding_checks_estimated_payments_and() },
  { title: m.office_services_bookkeeping(), description: m.office_services_monthly_or_quarterly_books_and() },
  { title: m.office_services_payroll_processing(), description: m.office_services_payroll_runs_withholding_quarterly_filings() },
  { title: m.office_services_amended_returns(), description: m.office_services_corrections_to_returns_already_filed() },
  { title: m.office_services_year_round_tax_support(), description: m.office_services_answers_and_help_with_letters() },
];
