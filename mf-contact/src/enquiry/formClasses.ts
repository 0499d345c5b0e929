import { createContext, useContext } from 'react';

/** The class names of the form's parts, as EnquiryForm.module.css names its rules. */
export const formClassNames = [
  'form',
  'pair',
  'field',
  'choices',
  'label',
  'required',
  'hint',
  'control',
  'invalid',
  'below',
  'error',
  'counter',
  'over',
  'options',
  'option',
  'honeypot',
  'note',
  'submit',
  'spinner',
  'whatsapp',
] as const;

export type FormClasses = Record<(typeof formClassNames)[number], string>;

/**
 * The names as written: the enquiry server's page inlines the module's rules as plain CSS
 * (server/formPost/page/pageStyles.ts), so its fields carry these.
 */
export const plainFormClasses = Object.fromEntries(
  formClassNames.map((name) => [name, name]),
) as FormClasses;

/** The page's form: the names the CSS module gave its rules in the build. */
export function moduleFormClasses(module: Readonly<Record<string, string>>): FormClasses {
  return Object.fromEntries(
    formClassNames.map((name) => [name, module[name] ?? name]),
  ) as FormClasses;
}

/**
 * Which class names the fields draw with: the page's form provides the module's; the enquiry
 * server draws the same components with the plain ones. The fields import no CSS themselves, so
 * the server (compiled, or its TypeScript under tsx and Jest) renders them as they are.
 */
export const FormClassesContext = createContext<FormClasses>(plainFormClasses);

export function useFormClasses(): FormClasses {
  return useContext(FormClassesContext);
}
