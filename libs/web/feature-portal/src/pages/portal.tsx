import '../styles.css';

// The portal's three pages are one chunk: each page's own lazy loader would add its import and the list of its
// chunks to the shell that every page of the site loads, and the pages share most of their code anyway.
export { PortalHomePage } from '../views/home-page';
export { PortalReturnsPage } from '../views/returns-page';
export { PortalReturnPage } from '../views/return-page';
