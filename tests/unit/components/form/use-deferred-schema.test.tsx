import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/form/form-field';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import { loginSchema, type LoginValues } from '@/features/auth/login-schema';
import { messages } from '@/validation/messages';

type Load = () => Promise<typeof loginSchema>;

/** The login schema, loaded only when the test lets it (a slow network). */
function heldSchema() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn<Load>(() => held.then(() => loginSchema));
  return { load, release };
}

function EmailForm({ load, onSubmit }: { load: Load; onSubmit: (values: LoginValues) => void }) {
  const rules = useDeferredSchema<LoginValues>(load);
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validate={rules.validate}
      onSubmit={(values) => {
        onSubmit(values);
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label="Prueba">
          <FormField name="email" label="Correo electrónico" type="email" />
          <FormField name="password" label="Contraseña" type="password" />
          <button type="submit" disabled={!rules.isValidSync(values)}>
            Enviar
          </button>
          <button type="submit">Enviar sin esperar</button>
        </Form>
      )}
    </Formik>
  );
}

describe('useDeferredSchema (issue 27: the rules after first paint)', () => {
  it('loads the schema when a field first gets the focus, once', async () => {
    const user = userEvent.setup();
    const { load, release } = heldSchema();
    render(<EmailForm load={load} onSubmit={vi.fn()} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Correo electrónico'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByLabelText('Contraseña'));
    release();
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks as validationSchema does, once the schema arrives', async () => {
    const user = userEvent.setup();
    const { load, release } = heldSchema();
    render(<EmailForm load={load} onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Correo electrónico');
    await user.type(email, 'no-es-correo');
    await user.tab();
    expect(screen.queryByText(messages.email.format)).not.toBeInTheDocument();

    release();
    expect(await screen.findByText(messages.email.format)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a form sent before the schema arrived, and sends it once valid', async () => {
    const user = userEvent.setup();
    const { load, release } = heldSchema();
    const onSubmit = vi.fn();
    render(<EmailForm load={load} onSubmit={onSubmit} />);
    // Filled without the focus reaching a field first (a password manager).
    await user.click(screen.getByRole('button', { name: 'Enviar sin esperar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    release();
    expect(await screen.findByText(messages.email.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@pyme.cl');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Enviar sin esperar' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@pyme.cl', password: 'secreta' });
  });

  it('disables what isValidSync guards until the schema is there and the values are valid', async () => {
    const user = userEvent.setup();
    const { load, release } = heldSchema();
    render(<EmailForm load={load} onSubmit={vi.fn()} />);
    const send = screen.getByRole('button', { name: 'Enviar' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@pyme.cl');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    expect(send).toBeDisabled();
    release();
    await waitFor(() => {
      expect(send).toBeEnabled();
    });
  });

  it('lets the server decide when the schema cannot be loaded', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<Load>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const onSubmit = vi.fn();
    render(<EmailForm load={load} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(screen.queryByText(messages.email.format)).not.toBeInTheDocument();
  });
});
