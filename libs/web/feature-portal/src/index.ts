import type { RouteObject } from 'react-router';
import { ANY_SEGMENT, featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script. The portal's styles are
// imported by its pages, so they stay out of the stylesheet every public page inlines.
const pages = featurePages('feature-portal', import.meta.glob('./pages/*.tsx'));

/**
 * The client portal (signed-in clients only, noindex): what is waiting for them, their returns, and one return's
 * status, document requests, messages and invoices. A return's screen prerenders once (its session check) and is
 * served for any id; its data is read in the browser with the client's token.
 */
export const portalRoutes: RouteObject[] = [
  { path: 'portal', ...pages.route('portal', 'PortalHomePage', { signedInOnly: true }) },
  { path: 'portal/returns', ...pages.route('portal', 'PortalReturnsPage', { signedInOnly: true }) },
  { path: 'portal/returns/:id', ...pages.route('portal', 'PortalReturnPage', { signedInOnly: true, prerender: { id: ANY_SEGMENT } }) },
  {
    path: 'portal/returns/:id/sign/:requestId',
    ...pages.route('sign', 'PortalSignPage', { signedInOnly: true, prerender: { id: ANY_SEGMENT, requestId: ANY_SEGMENT } }),
  },
];
