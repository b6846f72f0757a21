import type { Invoice } from '@huron/shared/contracts/invoices';
import { formatDate, formatMoney, m } from '@huron/shared/i18n';
import { PayButton } from './pay-button';

/** One invoice: its lines and total, when it is due, and Pay while it is open (its paid date once paid). */
function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const titleId = `invoice-${invoice.id}-title`;
  return (
    <li id={`invoice-${invoice.id}`} tabIndex={-1} className="card portal-item" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>{m.portal_invoice_title({ reference: invoice.reference })}</h3>
        <p className="muted">
          {invoice.status === 'paid' && invoice.paidAt
            ? m.portal_invoice_paid({ date: formatDate(invoice.paidAt, 'medium') })
            : invoice.dueDate
              ? m.portal_invoice_due({ date: formatDate(invoice.dueDate, 'medium') })
              : m.portal_invoice_due_on_receipt()}
        </p>
        <table className="portal-lines">
          <caption className="visually-hidden">{m.portal_invoice_lines({ reference: invoice.reference })}</caption>
          <thead>
            <tr>
              <th scope="col">{m.portal_invoice_line_description()}</th>
              <th scope="col">{m.portal_invoice_line_amount()}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td>{formatMoney(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{m.portal_invoice_total()}</th>
              <td>{formatMoney(invoice.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {invoice.status === 'open' ? <PayButton invoiceId={invoice.id} totalCents={invoice.totalCents} /> : <p>{m.portal_invoice_status_paid()}</p>}
    </li>
  );
}

/** The invoices of one return, open ones first (as the API orders them). */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return (
    <section id="invoices" className="card account-section" aria-labelledby="invoices-title">
      <h2 id="invoices-title">{m.portal_invoices_title()}</h2>
      {invoices.length === 0 ? (
        <p>{m.portal_invoices_empty()}</p>
      ) : (
        <ul className="portal-list">
          {invoices.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </section>
  );
}
