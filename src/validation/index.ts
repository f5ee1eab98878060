/**
 * The public entry of the validation module: form schemas, their messages,
 * the RUT helpers and the reference data (regions and communes, positions,
 * training statuses, admin roles). Pure code: no React, no network.
 *
 * A screen without a form that needs only a piece of reference data (the
 * pymes list and its training statuses) imports that data module itself
 * (`@/validation/data/line-status`): importing this file makes every module
 * it re-exports part of that screen's download, schemas and messages included.
 */
export {
  cleanRut,
  computeCheckDigit,
  isRutFormat,
  isValidRut,
  normalizeRut,
  RUT_MAX_LENGTH,
  RUT_MIN_LENGTH,
  sameRut,
} from './rut';

export { sameEmail } from './same-email';

export {
  messages,
  providerPhoneMessage,
  registrationServerMessage,
  samplePhone,
  serverFieldLabels,
  serverMessages,
  type ServerField,
} from './messages';

export {
  hasPasswordCharacterClasses,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
  passwordRules,
  type PasswordRule,
} from './password-rules';

export {
  communesOf,
  isCommune,
  isCommuneOf,
  isRegionName,
  regionNames,
  regions,
  type Region,
  type RegionName,
} from './data/regions';
export { isPosition, positionOptions, type Position } from './data/positions';
export {
  isLineStatus,
  lineStatusLabel,
  lineStatusLabels,
  lineStatusOptions,
  unassignedLineStatusLabel,
  type LineStatus,
} from './data/line-status';
export { trainingLineWeightingLabels } from './data/training-line-weightings';
export {
  adminRoleFlags,
  adminRoleOf,
  adminRoleOptions,
  defaultAdminRole,
  isAdminRole,
  type AdminRole,
  type AdminRoleFlags,
} from './data/admin-roles';

export {
  addressRule,
  businessNameRule,
  communeRule,
  companyRutRule,
  emailRule,
  firstNameRule,
  LETTERS_AND_SPACES,
  lastNameRule,
  ownRutRule,
  passwordConfirmationRule,
  passwordRule,
  personRutRule,
  phoneRule,
  positionRule,
  regionRule,
  termsRule,
} from './schemas/fields';
export {
  registrationAccountSchema,
  registrationCompanySchema,
  registrationPersonalSchema,
  registrationSchema,
  registrationStepSchemas,
  registrationTermsSchema,
  type RegistrationAccountValues,
  type RegistrationCompanyValues,
  type RegistrationPersonalValues,
  type RegistrationValues,
} from './schemas/registration-schema';
export { loginSchema, type LoginValues } from './schemas/login-schema';
export {
  passwordResetRequestSchema,
  type PasswordResetRequestValues,
} from './schemas/password-reset-request-schema';
export { passwordSchema, type PasswordValues } from './schemas/password-schema';
export { profileSchema, type ProfileValues } from './schemas/profile-schema';
export { pymeSchema, type PymeValues } from './schemas/pyme-schema';
export { userEditSchema, type UserEditValues } from './schemas/user-edit-schema';
export {
  adminSchema,
  createAdminSchema,
  editAdminSchema,
  type AdminFormMode,
  type CreateAdminValues,
  type EditAdminValues,
} from './schemas/admin-schema';
export { diagnosticSchema, type DiagnosticValues } from './schemas/diagnostic-schema';
export {
  emptyTrainingLineValues,
  isTrainingLineImageType,
  isWebUrl,
  TRAINING_LINE_IMAGE_MAX_BYTES,
  TRAINING_LINE_IMAGE_TYPES,
  trainingLineContentSchema,
  trainingLineGeneralSchema,
  trainingLineSchema,
  trainingLineStepFields,
  trainingLineStepSchemas,
  trainingLineWeightingsSchema,
  trainingLineWeightingFields,
  WEIGHTING_MAX,
  WEIGHTING_MIN,
  type TrainingLineFormValues,
  type TrainingLineValues,
  type TrainingLineWeightingField,
} from './schemas/training-line-schema';
