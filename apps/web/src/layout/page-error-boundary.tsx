import { m } from '@huron/shared/i18n';
import { Component, type ReactNode } from 'react';
import { retryFailedPages } from '@huron/web/ui';

/**
 * A page whose code could not be fetched (offline, or a deploy replaced its chunk) or that failed to render shows this
 * between the header and the footer, which keep working, instead of taking the whole site down. The layout keys it by
 * path, so moving to another page, or back to this one, tries again.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    retryFailedPages();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="not-found container" role="alert">
        <h1>{m.page_error_boundary_this_page_could_not_be()}</h1>
        <p className="lead not-found__lead">{m.page_error_boundary_please_check_your_connection_then()}</p>
        <a className="button button--primary" href={window.location.pathname + window.location.search}>
          {m.page_error_boundary_reload_the_page()}
        </a>
      </div>
    );
  }
}
