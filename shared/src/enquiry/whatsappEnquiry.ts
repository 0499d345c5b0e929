import { site, whatsappLink } from '../config/site';

/**
 * The fallback when an enquiry fails (SPEC.md section 8): a WhatsApp chat that already names the
 * class, in lower case. Here, not in the form, so the enquiry server's own failure page (the form
 * posted without JavaScript) offers the same link. `details` (one line each, such as
 * 'Name: Tan Mei Hua') follow in the message, so a visitor whose form could not be sent loses
 * nothing they typed.
 */
export function whatsappEnquiryLink(programme?: string, details: readonly string[] = []): string {
  const about = programme ? `${programme.toLowerCase()} classes` : 'a free trial';
  return whatsappLink(
    [`Hi ${site.brand}, I would like to enquire about ${about}.`, ...details].join('\n'),
  );
}
