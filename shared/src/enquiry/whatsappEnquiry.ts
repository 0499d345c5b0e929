import { site, whatsappLink } from '../config/site';

/**
 * The fallback when an enquiry fails (SPEC.md section 8): a WhatsApp chat that already names the
 * class, in lower case. Here, not in the form, so the enquiry server's own failure page (the form
 * posted without JavaScript) offers the same link.
 */
export function whatsappEnquiryLink(programme?: string): string {
  const about = programme ? `${programme.toLowerCase()} classes` : 'a free trial';
  return whatsappLink(`Hi ${site.brand}, I would like to enquire about ${about}.`);
}
