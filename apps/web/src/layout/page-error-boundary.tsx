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
        <h1>This page could not be loaded</h1>
        <p className="lead not-found__lead">Please check your connection, then reload the page.</p>
        <a className="button button--primary" href={window.location.pathname + window.location.search}>
          Reload the page
        </a>
      </div>
    );
  }
}
