/**
 * The form's labels and hints, shared by the form the page draws and the one the enquiry server
 * draws again (with the visitor's values and errors) when the form was posted without JavaScript.
 */
export const fieldWords = {
  class: 'Class',
  title: 'Title',
  name: 'Name',
  phone: 'Mobile number',
  phoneHint: 'A Malaysian mobile number, for example 012-3456789 or +6012-3456789.',
  email: 'Email (optional)',
  prefer: 'Contact me by',
  remark: 'Comments / Questions (optional)',
  honeypot: 'Leave this field empty',
  submit: 'Submit',
} as const;
