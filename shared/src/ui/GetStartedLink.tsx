import { ButtonLink } from './ButtonLink';
import { contactPath } from './contactLink';

/** Every page's call to action: the contact page, with the class preselected when known. */
export function GetStartedLink({ instrument }: { instrument?: string }) {
  return <ButtonLink to={contactPath(instrument)}>Get Started</ButtonLink>;
}
