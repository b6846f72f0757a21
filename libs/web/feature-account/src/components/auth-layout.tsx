import type { ReactNode } from 'react';

/** The centred card every sign-in page uses. */
export function AuthLayout({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="container auth-page__inner">
        <div className="card auth-card">
          <h1>{title}</h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
          {children}
        </div>
        {footer && <div className="auth-page__footer">{footer}</div>}
      </div>
    </div>
  );
}
