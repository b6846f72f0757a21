/** The eight services listed on the Dearborn and Ypsilanti pages (from the client's spec), with where to read more. */
export const officeServices: Array<{ title: string; description: string; path?: string }> = [
  { title: 'Individual tax preparation', description: 'Federal and Michigan returns for employees, families, retirees and students.', path: '/individual-tax-services' },
  { title: 'Business tax filing', description: 'Returns for sole proprietors, partnerships, S corporations and C corporations.', path: '/business-tax-services' },
  { title: 'IRS problem resolution', description: 'Help with notices, back taxes, payment plans, penalties and audits.', path: '/individual-tax-services#irs-problem-resolution' },
  { title: 'Tax planning and strategy', description: 'Withholding checks, estimated payments and year-end planning.' },
  { title: 'Bookkeeping', description: 'Monthly or quarterly books and reconciliations, ready for filing season.' },
  { title: 'Payroll processing', description: 'Payroll runs, withholding, quarterly filings and year-end W-2s.' },
  { title: 'Amended returns', description: 'Corrections to returns already filed, federal and Michigan.' },
  { title: 'Year-round tax support', description: 'Answers and help with letters after filing season ends.' },
];
