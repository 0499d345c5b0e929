import { site, whatsappLink } from '@harmoni/shared';

/** The fallback when the form fails: a WhatsApp chat that already names the class. */
export function whatsappEnquiryLink(programme: string): string {
  return whatsappLink(
    `Hi ${site.brand}, I would like to enquire about ${programme.toLowerCase()} classes.`,
  );
}
