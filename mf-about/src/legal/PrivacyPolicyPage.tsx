import { LegalPage } from './LegalPage';

/** /privacy-policy: the school's Privacy Policy under the PDPA (exposed by this remote). */
export default function PrivacyPolicyPage() {
  return <LegalPage file="privacy-policy" />;
}
