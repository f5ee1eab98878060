import { object, type InferType } from 'yup';
import {
  addressRule,
  businessNameRule,
  companyRutRule,
  emailRule,
  firstNameRule,
  lastNameRule,
  ownRutRule,
  passwordConfirmationRule,
  passwordRule,
  phoneRule,
  positionRule,
  termsRule,
} from '@/validation/fields';
import { communeRule, regionRule } from '@/validation/region-rules';

/**
 * The registration wizard (spec §2, /register): the privacy modal sets
 * terms_accepted, then three steps. Each step validates on its own so that
 * Siguiente can be enabled per step; `registrationSchema` is all of it, for
 * the final submit.
 */

const accountShape = {
  email: emailRule(),
  password: passwordRule(),
  password_confirmation: passwordConfirmationRule(),
};

const personalShape = {
  first_name: firstNameRule(),
  last_name: lastNameRule(),
  rut_user: ownRutRule(),
  phone_number: phoneRule(),
  position: positionRule(),
};

const companyShape = {
  business_name: businessNameRule(),
  rut: companyRutRule(),
  direction: addressRule(),
  region: regionRule(),
  commune: communeRule('region'),
};

const termsShape = {
  terms_accepted: termsRule(),
};

/** Step 1: email, password, password_confirmation. */
export const registrationAccountSchema = object(accountShape);
/** Step 2: first_name, last_name, rut_user, phone_number (optional), position. */
export const registrationPersonalSchema = object(personalShape);
/** Step 3: business_name, rut, direction, region, commune. */
export const registrationCompanySchema = object(companyShape);
/** The privacy modal: terms_accepted must be true. */
export const registrationTermsSchema = object(termsShape);

/** The whole registration payload. */
export const registrationSchema = object({
  ...accountShape,
  ...personalShape,
  ...companyShape,
  ...termsShape,
});

/** The three steps in order (index 0 is step 1). */
export const registrationStepSchemas = [
  registrationAccountSchema,
  registrationPersonalSchema,
  registrationCompanySchema,
] as const;

export type RegistrationAccountValues = InferType<typeof registrationAccountSchema>;
export type RegistrationPersonalValues = InferType<typeof registrationPersonalSchema>;
export type RegistrationCompanyValues = InferType<typeof registrationCompanySchema>;
export type RegistrationValues = InferType<typeof registrationSchema>;
