import { object, type InferType } from 'yup';
import { addressRule, businessNameRule, companyRutRule } from '@/validation/fields';
import { communeRule, regionRule } from '@/validation/region-rules';

/**
 * The admin's pyme edit. The API names the region `state` and the direction
 * `address`; the rules are those of the registration's company step.
 */
export const pymeSchema = object({
  business_name: businessNameRule(),
  rut: companyRutRule(),
  address: addressRule(),
  state: regionRule(),
  commune: communeRule('state'),
});

export type PymeValues = InferType<typeof pymeSchema>;
