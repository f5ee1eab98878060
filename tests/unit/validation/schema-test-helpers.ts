import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * The errors Formik would show for these values: it turns '' into
 * undefined, validates every field (abortEarly false) and keeps the first
 * message of each field.
 */
export async function formikErrors(
  schema: AnyObjectSchema,
  values: Record<string, unknown>,
): Promise<FormikErrors<Record<string, unknown>>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error: unknown) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
}

/** The message Formik would show for one field of these values, or undefined when it is valid. */
export async function fieldError(
  schema: AnyObjectSchema,
  values: Record<string, unknown>,
  field: string,
): Promise<string | undefined> {
  const errors = await formikErrors(schema, values);
  const message = errors[field];
  return typeof message === 'string' ? message : undefined;
}

/** A string of `length` characters made of `unit` repeated. */
export function repeat(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
