// The bench's whole-stack floor (issue 28): the app's libraries in one chunk
// rendering one form, with the app's styles. `npm run bench -- --logged-in`
// builds it apart (scripts/bench.mjs) and measures it in the same run as the
// logged-in pages, so their Lighthouse scores have a floor to compare with.
// Not part of the app.
import '../../src/styles/bootstrap.scss';
import '../../src/styles/app.css';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import axios from 'axios';
import { Formik, Form as FormikForm, Field } from 'formik';
import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Button, Card, CardBody, Container, FormFeedback, FormGroup, Label } from 'reactstrap';
import { object, string } from 'yup';

const client = axios.create({ baseURL: '/api/' });
const baseQuery: BaseQueryFn<{ url: string }> = async ({ url }) => {
  const token = Cookies.get('accessToken');
  const response = await client.get<unknown>(url, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  return { data: response.data };
};
const api = createApi({
  baseQuery,
  endpoints: (build) => ({
    profile: build.query<unknown, undefined>({ query: () => ({ url: 'users/info/' }) }),
  }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

const schema = object({
  email: string().trim().required('Este campo es requerido').email('Correo inválido'),
  password: string().required('Este campo es requerido'),
});

function LoginForm() {
  return (
    <Container as="main" className="py-4">
      <Card>
        <CardBody>
          <h1 className="h3">Iniciar sesión</h1>
          <Formik
            initialValues={{ email: '', password: '' }}
            validationSchema={schema}
            onSubmit={() => undefined}
          >
            {({ errors, touched }) => (
              <FormikForm noValidate>
                <FormGroup>
                  <Label for="email">Correo electrónico</Label>
                  <Field id="email" name="email" type="email" className="form-control" />
                  {touched.email && errors.email ? (
                    <FormFeedback className="d-block">{errors.email}</FormFeedback>
                  ) : null}
                </FormGroup>
                <FormGroup>
                  <Label for="password">Contraseña</Label>
                  <Field id="password" name="password" type="password" className="form-control" />
                </FormGroup>
                <Button type="submit" color="primary">
                  Ingresar
                </Button>
              </FormikForm>
            )}
          </Formik>
        </CardBody>
      </Card>
    </Container>
  );
}

const router = createBrowserRouter([{ path: '*', element: <LoginForm /> }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
