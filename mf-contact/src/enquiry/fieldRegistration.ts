import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A control's name and react-hook-form's handlers for it (`register(name)`). The enquiry
 * server's page draws the same fields with the name alone: nothing runs there.
 */
export type FieldRegistration = Pick<UseFormRegisterReturn, 'name'> &
  Partial<Omit<UseFormRegisterReturn, 'name'>>;
