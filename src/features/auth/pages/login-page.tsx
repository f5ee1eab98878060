import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, CardBody, Spinner } from 'reactstrap';
import { expiryNoticeShown, selectSessionExpired } from '@/api/session-slice';
import { useDeferredMutation } from '@/api/use-deferred-mutation';
import { ApplyLink, openApplications } from '@/components/apply-link';
import { FormField } from '@/components/form/form-field';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import { PasswordField } from '@/components/form/password-field';
import { paths } from '@/config/paths';
import { useSlot } from '@/lib/slots';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import type { LoginValues } from '../login-schema';
import { loginErrorMessage } from '../login-error';

const initialValues: LoginValues = { email: '', password: '' };

/** The login call and the form's rules, loaded after the form shows (issue 27). */
const loadLogin = () =>
  import('@/api/session-api').then((module) => module.sessionApi.endpoints.login);
const loadLoginSchema = () => import('../login-schema').then((module) => module.loginSchema);

/**
 * `/login`. After a successful login the profile loads and the guest guard
 * sends normal users to /dashboard and admins to /admin/pymes.
 */
export function LoginPage() {
  const login = useDeferredMutation(loadLogin);
  const rules = useDeferredSchema<LoginValues>(loadLoginSchema);
  const dispatch = useAppDispatch();
  // Demo builds hand in the demo accounts; a production build has nothing here.
  const loginAside = useSlot('loginAside');
  // Said once: the notice stays on this visit of /login, not on later ones.
  const expiredOnArrival = useAppSelector(selectSessionExpired);
  const [expired] = useState(expiredOnArrival);
  useEffect(() => {
    if (expired) dispatch(expiryNoticeShown());
  }, [expired, dispatch]);
  const [serverError, setServerError] = useState<string | null>(null);
  // "Postula tu pyme" only while the content file's call has applications open.
  const applications = openApplications();

  return (
    <div className="mx-auto py-4" style={{ maxWidth: '28rem' }}>
      <Card className="shadow-sm">
        <CardBody className="p-4">
          <h1 className="h3 mb-1">Iniciar sesión</h1>
          <p className="text-body-secondary">Ingresa con el correo de tu pyme.</p>
          {expired && (
            <Alert color="info" className="small">
              Tu sesión expiró. Vuelve a iniciar sesión para continuar.
            </Alert>
          )}
          <Formik
            initialValues={initialValues}
            validate={rules.validate}
            onSubmit={async (values) => {
              setServerError(null);
              const result = await login.send({
                email: values.email.trim(),
                password: values.password,
              });
              if (result.error) setServerError(loginErrorMessage(result.error));
            }}
          >
            {({ isSubmitting, setValues }) => (
              <>
                <Form noValidate aria-label="Iniciar sesión">
                  <FormField
                    name="email"
                    label="Correo electrónico"
                    type="email"
                    autoComplete="email"
                  />
                  <PasswordField
                    name="password"
                    label="Contraseña"
                    autoComplete="current-password"
                  />
                  <div className="text-end small mb-3">
                    <Link to={paths.resetPassword}>¿Olvidaste tu contraseña?</Link>
                  </div>
                  {serverError && (
                    <Alert color="danger" role="alert">
                      {serverError}
                    </Alert>
                  )}
                  <Button type="submit" color="primary" className="w-100" disabled={isSubmitting}>
                    {isSubmitting ? (
                      <>
                        <Spinner size="sm" aria-hidden="true" /> Ingresando…
                      </>
                    ) : (
                      'Iniciar sesión'
                    )}
                  </Button>
                </Form>
                {applications && (
                  <p className="text-center small mt-3 mb-0">
                    ¿Aún no tienes cuenta? <ApplyLink applications={applications} />
                  </p>
                )}
                {loginAside?.({
                  onPick: (email, password) => {
                    setServerError(null);
                    void setValues({ email, password }, true);
                  },
                })}
              </>
            )}
          </Formik>
        </CardBody>
      </Card>
    </div>
  );
}
