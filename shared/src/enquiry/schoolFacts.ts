/**
 * The school's facts and the page-title form, for the enquiry server's own pages (a form posted
 * without JavaScript is answered there): '@harmoni/shared/enquiry' is the one part of shared a
 * server imports, since the package's root also carries the browser's components and styles.
 */
export { site } from '../config/site';
export { pageTitle } from '../meta/pageTitle';
