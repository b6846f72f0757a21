import { formatMoney, m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { useState } from 'react';
import { z } from 'zod';
import { useEngagementInvoices } from '../api/engagement-invoices';
import { useIssueInvoice } from '../api/issue-invoice';
import { when } from '../kinds/common';
import { invoiceStatusLabel } from '../kinds/engagement-labels';
import { dollarsToCents } from '../lib/detroit-time';
import { ApiFailure, Loading } from './api-failure';

/** As the shared InvoiceCreate (libs/shared/contracts/src/invoices) allows: 50 lines of 200 characters. */
const LINES_MAX = 50;
const DESCRIPTION_MAX = 200;

const issueSchema = z.object({
  lines: z
    .array(
      z.object({
        description: z.string().trim().min(1).max(DESCRIPTION_MAX),
        amount: z.string().refine((value) => (dollarsToCents(value) ?? 0) > 0, { message: m.admin_invoice_amount_invalid() }),
      }),
    )
    .min(1)
    .max(LINES_MAX),
});

/** Line items typed in dollars; the API gets integer cents. */
function IssueInvoiceForm({ engagementId }: { engagementId: string }) {
  const form = useZodForm(issueSchema);
  const issue = useIssueInvoice(engagementId);
  const [count, setCount] = useState(1);
  const lines = Array.from({ length: count }, (_, index) => index);
  return (
    <section aria-labelledby="invoice-issue-title">
      <h3 id="invoice-issue-title">{m.admin_invoice_issue_title()}</h3>
      <ZodForm
        form={form}
        label={m.admin_invoice_issue_title()}
        errorId="invoice-form-error"
        onSubmit={async (values) => {
          const body = { lines: values.lines.map((line) => ({ description: line.description, amountCents: dollarsToCents(line.amount)! })) };
          await issue.mutateAsync(body);
          toast.success(m.admin_invoice_issued({ amount: formatMoney(body.lines.reduce((sum, line) => sum + line.amountCents, 0)) }));
          setCount(1);
          form.reset({ lines: [{ description: '', amount: '' }] });
        }}
      >
        {lines.map((index) => (
          <fieldset key={index} className="admin-invoice-line">
            <legend className="visually-hidden">{m.admin_invoice_line_legend({ n: index + 1 })}</legend>
            <FormField name={`lines.${index}.description`} label={m.admin_invoice_line_description({ n: index + 1 })} maxLength={DESCRIPTION_MAX} />
            <FormField name={`lines.${index}.amount`} label={m.admin_invoice_line_amount({ n: index + 1 })} inputMode="decimal" />
          </fieldset>
        ))}
        <div className="cluster">
          {count < LINES_MAX && (
            <button type="button" className="button button--secondary" onClick={() => setCount(count + 1)}>
              {m.admin_invoice_add_line()}
            </button>
          )}
          {count > 1 && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                form.setValue('lines', (form.getValues().lines ?? []).slice(0, count - 1));
                setCount(count - 1);
              }}
            >
              {m.admin_invoice_remove_line({ n: count })}
            </button>
          )}
        </div>
        <FormSubmit label={m.admin_invoice_issue()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

/** The engagement's invoices (open first) and the form that issues one. */
export function EngagementInvoices({ engagementId }: { engagementId: string }) {
  const invoices = useEngagementInvoices(engagementId);
  return (
    <section className="card account-section" aria-labelledby="invoices-title" id="invoices">
      <h2 id="invoices-title">{m.admin_invoices_title()}</h2>
      {invoices.isError ? (
        <ApiFailure error={invoices.error} retry={() => void invoices.refetch()} />
      ) : !invoices.data ? (
        <Loading />
      ) : invoices.data.items.length === 0 ? (
        <p>{m.admin_invoices_none()}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={m.admin_invoices_caption()}>
          <table className="admin-table">
            <caption>{m.admin_invoices_caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.admin_invoice_number()}</th>
                <th scope="col">{m.admin_invoice_issued_at()}</th>
                <th scope="col">{m.admin_invoice_lines()}</th>
                <th scope="col">{m.admin_invoice_total()}</th>
                <th scope="col">{m.admin_invoice_status()}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.items.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.reference}</th>
                  <td>{when(invoice.issuedAt)}</td>
                  <td>{invoice.lines.map((line) => `${line.description} (${formatMoney(line.amountCents)})`).join('; ')}</td>
                  <td>{formatMoney(invoice.totalCents)}</td>
                  <td>{invoice.paidAt ? m.admin_invoice_paid_on({ time: when(invoice.paidAt) }) : invoiceStatusLabel(invoice.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <IssueInvoiceForm engagementId={engagementId} />
    </section>
  );
}
