import { sectionOfServiceBlock } from './service-sections';
import type { ServiceItem, ServicePage } from './types';

/**
 * IRS problem resolution. Shown as a section on the individual and business pages
 * and as the fourth service card on the home page.
 */
export const irsResolution: { title: string; intro: string; items: ServiceItem[] } = {
  title: 'IRS Problem Resolution',
  intro:
    'A letter from the IRS or the Michigan Department of Treasury is stressful, but most problems can be sorted out once someone reads the notice carefully, checks it against your records and answers before the deadline. We help individuals and businesses understand where they stand, choose a realistic way forward and deal with the tax agency on their behalf where the rules allow. Every case is different, so we cannot promise a particular result, but we will tell you plainly what your options are.',
  items: [
    {
      title: 'IRS and Michigan Notices',
      description:
        'We read the notice, compare it with your return and records, and prepare a response or payment before the reply date. Many notices simply ask for a missing form or correct a mismatch.',
    },
    {
      title: 'Back Taxes',
      description:
        'We work out how much you actually owe, including penalties and interest, confirm that the balance is correct, and set out the ways to resolve it.',
    },
    {
      title: 'Payment Plans and Installment Agreements',
      description:
        'If you cannot pay in full, we help you request a monthly installment agreement that fits your budget. Penalties and interest continue to build until the balance is paid, so we look at ways to pay it down sooner.',
    },
    {
      title: 'Offers in Compromise',
      description:
        'An offer in compromise settles a tax debt for less than the full amount when paying in full is not realistic. The IRS looks closely at income, expenses and assets, and many applicants do not qualify, so we review your finances honestly before you apply.',
    },
    {
      title: 'Penalty Relief',
      description:
        'We request removal of penalties where you qualify, for example first-time abatement for taxpayers with a clean record for the prior three years, or reasonable cause such as serious illness or a disaster.',
    },
    {
      title: 'Audit Representation',
      description:
        'We help you gather records, prepare for an examination and answer the examiner\u2019s questions. With a signed power of attorney (Form 2848), an authorized representative can speak with the IRS for you.',
    },
    {
      title: 'Wage Garnishment and Levy Help',
      description:
        'If the IRS has issued a final notice of intent to levy or has started taking wages or bank funds, we act quickly to request a hearing, set up a payment arrangement or seek a release where you qualify.',
    },
    {
      title: 'Unfiled Returns',
      description:
        'We prepare missing past-year returns from your records and IRS wage and income transcripts, which brings you back into compliance and is usually required before any payment plan or settlement.',
    },
  ],
};

const irsResolutionSection = /* @__PURE__ */ sectionOfServiceBlock(irsResolution);

export const servicePages: ServicePage[] = [
  {
    slug: 'individual-tax-services',
    title: 'Individual Tax Services',
    description: 'Federal and Michigan income tax preparation for individuals and families in Dearborn, Ypsilanti and Ann Arbor, in person or filed remotely.',
    intro:
      'Since 2001 we have prepared federal and Michigan returns for employees, families, retirees, students, gig workers and newcomers to the United States, more than 54,000 returns in all. You can sit down with a preparer at our Dearborn or Ypsilanti office, or send your documents and file remotely from anywhere. We look for every deduction and credit you are entitled to, explain your return before you sign it, and stay available after filing season if a question or letter comes up.',
    items: [
      {
        title: 'Federal and Michigan Returns',
        description:
          'Complete preparation and e-filing of your Form 1040 and Michigan MI-1040, including the Homestead Property Tax Credit claim (MI-1040CR) for homeowners and renters who qualify.',
      },
      {
        title: 'Remote Filing',
        description:
          'Submit your information online, upload documents securely, review your return and sign electronically without visiting an office. Ann Arbor clients are served by appointment and remotely.',
      },
      {
        title: 'Deductions and Credits Review',
        description:
          'We check your eligibility for credits such as the Child Tax Credit, the Earned Income Tax Credit and education credits, and for the new 2025 deductions for tips, overtime, car loan interest and seniors.',
      },
      {
        title: 'Self-Employment and Side Income',
        description:
          'Schedule C for freelancers, rideshare and delivery drivers and other gig work, including self-employment tax, business mileage and home office expenses.',
      },
      {
        title: 'Amended Returns',
        description: 'If you missed income, a form or a credit, we prepare a federal Form 1040-X and an amended Michigan return to correct it.',
      },
      {
        title: 'Prior-Year and Late Returns',
        description: 'We prepare returns for earlier years so you can claim refunds still within the time limit and bring your filings up to date.',
      },
      {
        title: 'Refund Options',
        description:
          'Choose direct deposit or other refund methods. Eligible clients can apply for a refund advance of up to $7,000, a loan from a partner bank that is subject to approval and is not guaranteed.',
      },
      {
        title: 'Planning and Year-Round Support',
        description: 'Withholding (W-4) checks, estimated tax payments and year-end planning, plus help with questions and notices after your return is filed.',
      },
    ],
    sections: [
      {
        heading: 'Who we help',
        points: [
          'Employees with W-2 income, including workers who earn tips or overtime pay',
          'Families claiming children and other dependents, child care costs and education credits',
          'Retirees with pensions, IRA distributions and Social Security benefits',
          'Self-employed people, freelancers and gig workers',
          'Students and recent graduates, including those with Form 1098-T or student loan interest',
          'Immigrants and nonresidents, including ITIN applications (Form W-7) and questions about residency status',
          'Investors and cryptocurrency traders reporting sales on Form 8949 and Schedule D',
        ],
      },
      {
        heading: 'What is new on 2025 returns',
        paragraphs: [
          'The One Big Beautiful Bill Act, signed on July 4, 2025, changed several rules for 2025 returns. Here are the main ones we see at our offices. This is general information; we apply the rules to your own situation when we prepare your return.',
        ],
        points: [
          'Standard deduction: $15,750 single or married filing separately, $31,500 married filing jointly, $23,625 head of household.',
          'Child Tax Credit: up to $2,200 per qualifying child under 17 with a Social Security number; up to $1,700 of it can be refundable.',
          'New deductions for 2025 to 2028, available whether or not you itemize: up to $25,000 of qualified tips, the premium part of qualified overtime up to $12,500 ($25,000 joint), and an extra $6,000 for each person aged 65 or older. Income limits apply.',
          'Car loan interest: up to $10,000 of interest on a loan taken out after December 31, 2024 for a new personal-use vehicle assembled in the United States, with income limits.',
          'The cap on itemized state and local tax deductions rose to $40,000 ($20,000 married filing separately), reduced for higher incomes but never below $10,000.',
          'Michigan taxes income at a flat 4.25%. Dearborn, Ypsilanti and Ann Arbor do not levy a city income tax, but some Michigan cities, such as Detroit, do.',
        ],
      },
      irsResolutionSection,
    ],
    faqs: [
      {
        question: 'When is my {{filing_tax_year}} return due?',
        answer:
          'Federal and Michigan individual returns for tax year {{filing_tax_year}} are due {{filing_deadline}}. Filing Form 4868 extends the time to file to {{extension_deadline}}, but it does not extend the time to pay, so any tax owed should be paid by {{filing_deadline}} to limit penalties and interest.',
      },
      {
        question: 'Can I file without coming to an office?',
        answer:
          'Yes. You can submit your information and upload your documents online, we prepare the return, and you review and sign it electronically. If you prefer, you can also book an in-person or phone appointment through our schedule page.',
      },
      {
        question: 'What documents should I bring or upload?',
        answer:
          'Photo ID, Social Security cards or ITIN letters for everyone on the return, all W-2 and 1099 forms, Form 1098 for mortgage interest, Form 1098-T for tuition, child care provider details, records of property taxes or rent paid, and last year\u2019s return. Our knowledge base has a fuller checklist.',
      },
      {
        question: 'What is a refund advance?',
        answer:
          'A refund advance is a loan from a partner bank based on the federal refund you expect. Eligible clients can apply for up to $7,000. Approval is decided by the bank, is not guaranteed, and the amount is repaid from your refund when the IRS issues it.',
      },
      {
        question: 'I forgot to report something on a return I already filed. What now?',
        answer:
          'We can prepare an amended return (Form 1040-X, plus an amended Michigan return if needed). A refund claim on an amended return generally has to be made within three years of filing the original return or two years of paying the tax, whichever is later, so it is best not to wait.',
      },
    ],
  },
  {
    slug: 'business-tax-services',
    title: 'Business Tax Services',
    description: 'Business tax returns, bookkeeping, payroll and planning for Michigan sole proprietors, partnerships, S corporations and C corporations.',
    intro:
      'We handle the tax side of running a business so you can get on with the work itself. From a single-member LLC filing Schedule C to partnerships and corporations, we prepare federal and Michigan returns, keep the books in order, run payroll and plan ahead so that tax decisions are made during the year instead of in a rush at the deadline. Our offices in Dearborn and Ypsilanti serve businesses across southeast Michigan, and we work with many owners remotely.',
    items: [
      {
        title: 'Business Tax Returns',
        description:
          'Preparation and filing of Schedule C for sole proprietors and single-member LLCs, Form 1065 for partnerships, Form 1120-S for S corporations and Form 1120 for C corporations, with the matching Michigan returns.',
      },
      {
        title: 'Michigan Business Taxes',
        description:
          'Michigan Corporate Income Tax (6%) for C corporations, and advice on whether the elective flow-through entity tax makes sense for your partnership or S corporation.',
      },
      {
        title: 'Bookkeeping',
        description:
          'Monthly or quarterly bookkeeping, bank reconciliations and clean financial statements, so your records are ready when it is time to file or apply for a loan.',
      },
      {
        title: 'Payroll Processing',
        description: 'Payroll runs, federal and Michigan withholding, quarterly Form 941 filings and year-end W-2s for your employees.',
      },
      {
        title: 'Contractor Reporting (Form 1099)',
        description: 'We prepare and file Form 1099-NEC and 1099-MISC for the contractors you pay, and help you collect Form W-9 from them in advance.',
      },
      {
        title: 'Entity Choice and New Business Setup',
        description:
          'Help deciding between a sole proprietorship, LLC, S corporation or C corporation, obtaining an EIN, and setting up records from the first day.',
      },
      {
        title: 'Tax Planning and Estimated Taxes',
        description:
          'Mid-year projections, quarterly estimated payment amounts, equipment purchase timing, retirement plans for owners and reasonable salary reviews for S corporation owners.',
      },
      {
        title: 'Year-Round Support',
        description: 'Answers to questions as they come up during the year, plus help with IRS and Michigan Treasury notices.',
      },
    ],
    sections: [
      {
        heading: 'Key dates for 2025 business returns',
        points: [
          'Partnerships (Form 1065) and S corporations (Form 1120-S) on a calendar year: {{pass_through_deadline}} (March 15, or the next business day).',
          'C corporations (Form 1120) and sole proprietors filing Schedule C with Form 1040: {{filing_deadline}}.',
          'Form 7004 gives business returns an automatic extension of time to file, but not of time to pay.',
          'Estimated tax payments for tax year {{estimated_tax_year}}: {{estimated_payment_dates}}.',
        ],
      },
      {
        heading: 'Rules worth knowing for 2025',
        paragraphs: [
          'The One Big Beautiful Bill Act changed several business rules in 2025. These points are general; we look at how they apply to your business when we plan and prepare your return.',
        ],
        points: [
          'The 20% qualified business income (Section 199A) deduction is now permanent.',
          'Section 179 expensing can reach $2,500,000 for property placed in service after December 31, 2024, phasing out above $4,000,000, and 100% bonus depreciation is back for property acquired after January 19, 2025.',
          'The standard mileage rate for business driving in 2025 is 70 cents per mile.',
          'Self-employment tax is 15.3% on 92.35% of net earnings, generally owed once net earnings reach $400; half of it is deductible.',
          'Form 1099-NEC and 1099-MISC are required for payments of $600 or more in 2025; the threshold rises to $2,000 for payments made in 2026.',
          'Since March 2025, companies created in the United States no longer have to file FinCEN beneficial ownership (BOI) reports.',
        ],
      },
      irsResolutionSection,
    ],
    faqs: [
      {
        question: 'When are business returns for {{filing_tax_year}} due?',
        answer:
          'Calendar-year partnership (Form 1065) and S corporation (Form 1120-S) returns are due {{pass_through_deadline}}. C corporation returns (Form 1120) are due {{filing_deadline}}, and so are sole proprietors\u2019 Schedule C returns filed with Form 1040. An extension gives more time to file, not more time to pay.',
      },
      {
        question: 'Should my LLC be taxed as an S corporation?',
        answer:
          'It can reduce self-employment tax once profits are steady, because owners take a reasonable salary and the remaining profit is not subject to self-employment tax. It also adds payroll, a separate return and more bookkeeping. We run the numbers for your business before you make the election.',
      },
      {
        question: 'Do I need to send 1099s to my contractors?',
        answer:
          'Generally yes, if your business paid a contractor who is not a corporation $600 or more for services in 2025. For payments made in 2026 the threshold rises to $2,000. Collect a Form W-9 from each contractor before you pay them so you have the details you need at year-end.',
      },
      {
        question: 'What is the Michigan flow-through entity tax?',
        answer:
          'It is an optional tax that partnerships and S corporations can elect to pay at the entity level in Michigan. Because the business pays the state tax, it can help owners whose federal deduction for state and local taxes is limited. Whether it helps depends on the owners\u2019 situations, so we review it each year.',
      },
      {
        question: 'Can you take over my bookkeeping mid-year?',
        answer:
          'Yes. We start from your bank and card statements and any existing records, catch the books up, and then keep them current each month or quarter.',
      },
    ],
  },
  {
    slug: 'advisory',
    title: 'Advisory Services',
    description:
      'Financial advisory, insurance, fractional CFO, business valuation, business transitions and deal advisory from a Michigan firm that knows your taxes.',
    intro:
      'Good financial decisions and good tax decisions are usually the same decisions. Our advisory services bring the knowledge we gain from preparing your returns to the bigger questions: how to plan for retirement, how to protect your family or business, how to run the finances of a growing company, and what to do when it is time to value, sell, buy or hand over a business. We work alongside your attorney, banker and other advisers, and we are clear about which parts of the work need another licensed professional.',
    items: [
      {
        title: 'Financial Advisory',
        description:
          'Planning for retirement, education costs, cash flow and major purchases, with the tax effect of each decision spelled out. Specific investment products are recommended only by appropriately licensed professionals.',
      },
      {
        title: 'Insurance',
        description:
          'A review of life, disability, health and business coverage alongside your tax and financial picture, so that policies fit your family or company. Policies are placed through licensed insurance professionals.',
      },
      {
        title: 'Fractional CFO',
        description:
          'Part-time finance leadership for businesses that need more than bookkeeping but not a full-time CFO: budgets, cash-flow forecasts, financial reporting, pricing and lender relationships.',
      },
      {
        title: 'Business Valuation',
        description:
          'An estimate of what your business is worth for a sale, a partner buy-in or buy-out, financing, or estate and succession planning, based on recognized income, market and asset approaches.',
      },
      {
        title: 'Business Transitions',
        description:
          'Planning for the day you step back, whether you sell to an outside buyer, to employees or to family, including the timing and tax consequences of each route.',
      },
      {
        title: 'Deal Advisory',
        description:
          'Support when buying or selling a business: reviewing the financials, weighing an asset sale against a stock sale, allocating the purchase price and understanding the tax bill before you sign.',
      },
    ],
    sections: [
      {
        heading: 'How advisory fits with your tax work',
        paragraphs: [
          'Because we already prepare many of our advisory clients\u2019 returns, we start from an accurate picture of their income, entities and tax history. That saves time and keeps the advice grounded in real numbers instead of assumptions.',
          'Each engagement begins with a conversation about what you want to achieve. We then agree the scope and fee in writing before any work starts, so there are no surprises.',
        ],
      },
      {
        heading: 'Who it is for',
        points: [
          'Families who want a plan for retirement, college costs and protecting their income',
          'Growing businesses that need regular financial reporting and forecasting',
          'Owners considering selling, bringing in a partner or passing the business to the next generation',
          'Buyers who want an independent look at a business before they commit',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to be a tax client to use advisory services?',
        answer:
          'No. Anyone can engage us for advisory work. If we do not already prepare your returns, we will ask for recent returns and financial statements so that our advice starts from accurate figures.',
      },
      {
        question: 'What does a fractional CFO do?',
        answer:
          'A fractional CFO provides the planning and reporting a chief financial officer would, for a set number of hours each month. Typical work includes budgets, cash-flow forecasts, monthly reports for owners and lenders, and help with pricing and financing decisions.',
      },
      {
        question: 'Why does it matter whether a business sale is an asset sale or a stock sale?',
        answer:
          'The structure changes who pays how much tax. Buyers often prefer asset purchases because they can depreciate what they buy, while sellers often prefer stock sales because the gain is usually taxed as a capital gain. In an asset sale, both sides report how the price is allocated among the assets on Form 8594.',
      },
      {
        question: 'How long does a business valuation take?',
        answer:
          'It depends on the size of the business and the purpose of the valuation. Once we know what the valuation is for and have your financial records, we give you a timeline and a fee before we begin.',
      },
      {
        question: 'Do you sell investments or insurance policies?',
        answer:
          'Our role is to help you understand your options and their tax effects. Where an investment account or insurance policy is needed, it is provided through appropriately licensed professionals, and we explain how they are paid.',
      },
    ],
  },
];
