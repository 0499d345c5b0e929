/**
 * The site's route table (SPEC.md section 2). Each route names the remote module that draws it;
 * routes whose pages have not been built yet are simply absent, so they reach the not-found page.
 */
export interface RemoteRoute {
  path: string;
  moduleId: string;
  /** for the error message if the remote is down: 'the Terms and Conditions' */
  label: string;
}

export const remoteRoutes: readonly RemoteRoute[] = [
  { path: 'terms', moduleId: 'about/TermsPage', label: 'the Terms and Conditions' },
  { path: 'privacy-policy', moduleId: 'about/PrivacyPolicyPage', label: 'the Privacy Policy' },
];
