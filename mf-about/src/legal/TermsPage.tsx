import { LegalPage } from './LegalPage';

/** /terms: the school's Terms and Conditions (exposed by this remote). */
export default function TermsPage() {
  return <LegalPage file="terms" />;
}
