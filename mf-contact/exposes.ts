/** What this remote exposes to the shell (and to the single-bundle benchmark build). */
export const exposes = {
  './ContactPage': './src/contact/ContactPage.tsx',
};
