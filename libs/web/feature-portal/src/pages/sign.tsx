import '../styles.css';

// The signing page is a chunk of its own: the form kit and the consent text load only when a client signs.
export { PortalSignPage } from '../views/sign-page';
