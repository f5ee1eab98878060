import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from 'yup';
import { useFirstFieldFocus } from '@/lib/use-first-field-focus';

/**
 * The schema once asked for: loaded, or null when it could not be loaded.
 * Held as yup's plain `Schema`: its generic form sends typescript-eslint's
 * type checks into endless recursion.
 */
type Loaded = { schema: Schema | null } | null;

/**
 * Schemas already loaded, by their loader (a module-level constant): a form
 * shown again (a wizard's step the user comes back to) has its rules from the
 * first render, without a render in which its buttons are disabled.
 */
const loadedSchemas = new WeakMap<() => Promise<unknown>, Schema>();

export interface DeferredSchemaOptions {
  /**
   * Load at once rather than on the first focus: for a form shown with values
   * already in it (a wizard's step the user comes back to), whose buttons
   * `isValidSync` enables.
   */
  eager?: boolean;
}

/**
 * A guest form's yup schema, loaded after the form shows (issue 27): yup and
 * the rules are about 14 kB gzip that a visitor who only reads the page does
 * not need. The schema loads when a field of the page first gets the focus,
 * and at the latest when Formik first validates. `validate` is Formik's
 * `validate` prop and checks exactly as `validationSchema` would (Formik's
 * own `validateYupSchema` and `yupToFormErrors`: empty strings read as
 * missing, every error of the form at once). `isValidSync(values)` is false
 * until the schema is there (a submit button it disables stays disabled until
 * then; the fields are empty anyway).
 *
 * `cast(values)` is the schema's `cast` (trimmed texts, normalised RUTs) and
 * `ready` says whether the schema was asked for and answered.
 *
 * A schema that cannot be loaded (no network) checks nothing: `validate`
 * finds no error, `isValidSync` is true and `cast` gives the values as they
 * are, so the form sends and the server decides, or the send fails and the
 * form says so as for any network error.
 *
 * `load` must be the same function on every render (a module-level constant):
 * `() => import('../login-schema').then((module) => module.loginSchema)`.
 */
export function useDeferredSchema<Values extends FormikValues>(
  load: () => Promise<Schema<Values>>,
  { eager = false }: DeferredSchemaOptions = {},
) {
  // In a ref, so that a submit handler run right after the load reads it
  // (before React has rendered again); the state only renders again.
  const known = loadedSchemas.get(load);
  const loaded = useRef<Loaded>(known ? { schema: known } : null);
  const [ready, setReady] = useState(known !== undefined);
  const pending = useRef<Promise<Schema | null> | null>(known ? Promise.resolve(known) : null);

  const schemaNow = useCallback(() => {
    pending.current ??= (load() as Promise<Schema>)
      .catch((error: unknown) => {
        console.error('The form rules could not be loaded; the server will check.', error);
        return null;
      })
      .then((schema) => {
        if (schema) loadedSchemas.set(load, schema);
        loaded.current = { schema };
        setReady(true);
        return schema;
      });
    return pending.current;
  }, [load]);

  const prepare = useCallback(() => {
    void schemaNow();
  }, [schemaNow]);
  useFirstFieldFocus(prepare);
  useEffect(() => {
    if (eager) prepare();
  }, [eager, prepare]);

  const validate = useCallback(
    async (values: Values): Promise<FormikErrors<FormikValues>> => {
      const schema = await schemaNow();
      if (!schema) return {};
      try {
        await validateYupSchema(values, schema);
        return {};
      } catch (error) {
        if (error instanceof Error && error.name === 'ValidationError') {
          return yupToFormErrors<FormikValues>(error);
        }
        throw error;
      }
    },
    [schemaNow],
  );

  const isValidSync = (values: Values): boolean => {
    const now = loaded.current;
    return now === null ? false : now.schema === null || now.schema.isValidSync(values);
  };

  const cast = (values: Values): Values => {
    const schema = loaded.current?.schema;
    return schema ? (schema.cast(values) as Values) : values;
  };

  return { validate, isValidSync, cast, ready };
}
