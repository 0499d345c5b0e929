import '@harmoni/shared/base.css';
import { renderStandalone } from '@harmoni/shared';
import PrivacyPolicyPage from './legal/PrivacyPolicyPage';
import TermsPage from './legal/TermsPage';

renderStandalone('mf-about', [
  { path: '/terms', label: 'Terms and Conditions', element: <TermsPage /> },
  { path: '/privacy-policy', label: 'Privacy Policy', element: <PrivacyPolicyPage /> },
]);
