import { object, string, type InferType } from 'yup';
import { messages } from '@/validation/messages';
import { DIGITS_ONLY, trimText } from '@/validation/fields';

function requiredText(message: string) {
  return string().typeError(message).transform(trimText).required(message);
}

function requiredDigits(requiredMessage: string, digitsMessage: string) {
  return requiredText(requiredMessage).matches(DIGITS_ONLY, {
    message: digitsMessage,
    excludeEmptyString: true,
  });
}

/**
 * The diagnostic (evaluation form) create/edit form: every field non-empty,
 * duration (minutes) and order_number digits only. Numbers from the API are
 * accepted and cast to their text.
 */
export const diagnosticSchema = object({
  name: requiredText(messages.diagnostic.nameRequired),
  form_id: requiredText(messages.diagnostic.formIdRequired),
  duration: requiredDigits(
    messages.diagnostic.durationRequired,
    messages.diagnostic.durationDigits,
  ),
  order_number: requiredDigits(
    messages.diagnostic.orderNumberRequired,
    messages.diagnostic.orderNumberDigits,
  ),
  order_name: requiredText(messages.diagnostic.orderNameRequired),
});

export type DiagnosticValues = InferType<typeof diagnosticSchema>;
