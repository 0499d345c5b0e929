/** '@harmoni/shared/enquiry': the enquiry contract, shared by the contact form and its server. */
export {
  contactPreferences,
  enquiryFields,
  enquiryFieldsOf,
  enquiryLimits,
  enquiryMessages,
  enquiryRequestSchema,
  enquirySchema,
  enquiryTitles,
  isHoneypotFilled,
  type ContactPreference,
  type Enquiry,
  type EnquiryFields,
  type EnquiryInput,
  type EnquiryTitle,
} from './enquirySchema';
export {
  isMalaysianMobile,
  longestMobileNumber,
  malaysianMobilePattern,
  normalisedMobile,
} from './malaysianMobile';
export { isProgramme, programmes, type Programme } from './programmes';
export {
  captchaResponseHeader,
  defaultApiBase,
  defaultEnquiryBodyLimit,
  enquiryRoutes,
  formFieldNames,
  formNotSentReasons,
  idempotencyKeyHeader,
  isIdempotencyKey,
  minimumFillMs,
  newIdempotencyKey,
  xsrfCookieName,
  xsrfHeaderName,
  type FormNotSentReason,
} from './enquiryApi';
export { whatsappEnquiryLink } from './whatsappEnquiry';
export { pageTitle, site } from './schoolFacts';
