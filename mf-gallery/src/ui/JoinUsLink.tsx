import { ButtonLink, contactPath } from '@harmoni/shared';

/** The gallery pages' invitation: the contact page, where a free trial starts. */
export function JoinUsLink() {
  return <ButtonLink to={contactPath()}>Join Us</ButtonLink>;
}
