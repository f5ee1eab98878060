/**
 * The registration wizard's schemas, loaded after the wizard shows (issue
 * 27, `useDeferredSchema`): yup, the field rules and Chile's regions and
 * communes are not needed until the user types. One module for the loaders,
 * so that the steps and the page ask for the same chunk.
 */
const loadRegistrationSchemas = () => import('./registration-schema');

export const loadAccountSchema = () =>
  loadRegistrationSchemas().then((module) => module.registrationAccountSchema);
export const loadPersonalSchema = () =>
  loadRegistrationSchemas().then((module) => module.registrationPersonalSchema);
export const loadCompanySchema = () =>
  loadRegistrationSchemas().then((module) => module.registrationCompanySchema);
export const loadRegistrationSchema = () =>
  loadRegistrationSchemas().then((module) => module.registrationSchema);
