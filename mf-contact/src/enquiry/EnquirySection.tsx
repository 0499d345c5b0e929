import { useMemo, type RefObject } from 'react';
import { emailLink, Notice, site, Spinner, useLessons, whatsappLink } from '@harmoni/shared';
import type { CaptchaCheck } from './captcha';
import { EnquiryForm } from './EnquiryForm';
import { preselectedProgramme, programmeOptions } from './programmes';
import type { SendEnquiry } from './useEnquirySubmission';

export interface EnquirySectionProps {
  /** ?instrument= */
  instrument?: string | null;
  captcha?: CaptchaCheck;
  send?: SendEnquiry;
  afterSuccessFocus?: RefObject<HTMLElement | null>;
}

/** The form once the class list has arrived from the lesson service. */
export function EnquirySection({
  instrument,
  captcha,
  send,
  afterSuccessFocus,
}: EnquirySectionProps) {
  const lessons = useLessons();
  const programmes = useMemo(
    () => (lessons.status === 'ready' ? programmeOptions(lessons.data) : []),
    [lessons],
  );

  if (lessons.status === 'loading') return <Spinner label="Loading the enquiry form" />;
  const defaultProgramme = preselectedProgramme(instrument, programmes);
  if (defaultProgramme === undefined) {
    return (
      <Notice title="Sorry, the enquiry form could not be loaded.">
        Please message us on <a href={whatsappLink()}>WhatsApp</a> or e-mail us at{' '}
        <a href={emailLink()}>{site.email}</a>, and we will arrange your free trial.
      </Notice>
    );
  }
  return (
    // a new ?instrument= starts a new enquiry with that class
    <EnquiryForm
      key={defaultProgramme}
      programmes={programmes}
      defaultProgramme={defaultProgramme}
      captcha={captcha}
      send={send}
      afterSuccessFocus={afterSuccessFocus}
    />
  );
}
