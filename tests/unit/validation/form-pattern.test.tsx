import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { Button } from 'reactstrap';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormField } from '@/components/form/form-field';
import { PasswordField } from '@/components/form/password-field';
import { RegionCommuneFields } from '@/components/form/region-commune-fields';
import { RutField } from '@/components/form/rut-field';
import { SelectField } from '@/components/form/select-field';
import {
  firstNameRule,
  ownRutRule,
  passwordRule,
  positionRule,
  termsRule,
} from '@/validation/fields';
import { communeRule, regionRule } from '@/validation/region-rules';
import { messages } from '@/validation/messages';
import { positionOptions } from '@/validation/data/positions';

const schema = object({
  first_name: firstNameRule(),
  rut_user: ownRutRule(),
  password: passwordRule(),
  position: positionRule(),
  region: regionRule(),
  commune: communeRule('region'),
  terms_accepted: termsRule(),
});

const initialValues = {
  first_name: '',
  rut_user: '',
  password: '',
  position: '',
  region: '',
  commune: '',
  terms_accepted: false,
};

function renderForm() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Formulario de prueba">
        <FormField name="first_name" label="Nombre" required hint="Como aparece en tu carnet." />
        <RutField name="rut_user" label="RUT" required />
        <PasswordField name="password" label="Contraseña" showRules autoComplete="new-password" />
        <SelectField name="position" label="Cargo" options={positionOptions} required />
        <RegionCommuneFields required />
        <CheckboxField name="terms_accepted" label="Acepto los términos y condiciones" />
        <Button type="submit">Enviar</Button>
      </Form>
    </Formik>,
  );
  return { user, onSubmit };
}

describe('the Formik form pattern (React 19)', () => {
  it('shows an error tied to the field while typing and clears it once the value is valid', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveAccessibleDescription('Como aparece en tu carnet.');
    expect(name).toHaveAttribute('aria-required', 'true');

    await user.type(name, 'Ana1');

    const error = await screen.findByText(messages.onlyLetters);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(name).toHaveAccessibleDescription(`Como aparece en tu carnet. ${messages.onlyLetters}`);

    await user.type(name, '{Backspace}');

    await waitFor(() => {
      expect(screen.queryByText(messages.onlyLetters)).not.toBeInTheDocument();
    });
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveAccessibleDescription('Como aparece en tu carnet.');
  });

  it('replaces one error with the next as the value changes', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText('Nombre');
    await user.type(name, 'Al');
    expect(await screen.findByText(messages.firstName.tooShort)).toBeInTheDocument();
    await user.type(name, 'i');
    await waitFor(() => {
      expect(name).toHaveAttribute('aria-invalid', 'false');
    });
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText(messages.firstName.required)).toBeInTheDocument();
  });

  it('normalises the RUT on blur', async () => {
    const { user } = renderForm();
    const rut = screen.getByLabelText('RUT');
    await user.type(rut, '12.345.678-5');
    await user.tab();
    await waitFor(() => {
      expect(rut).toHaveValue('12345678-5');
    });
    expect(rut).toHaveAttribute('aria-invalid', 'false');
  });

  it('says when the RUT check digit is wrong', async () => {
    const { user } = renderForm();
    const rut = screen.getByLabelText('RUT');
    await user.type(rut, '12.345.678-k');
    await user.tab();
    expect(await screen.findByText(messages.rut.checkDigit)).toBeInTheDocument();
    expect(rut).toHaveValue('12345678-K');
    expect(rut).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password with a toggle button', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Mostrar contraseña' });
    await user.click(show);

    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' });
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('ticks the password rules while typing', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Contraseña');
    expect(screen.getByText('Una mayúscula')).toHaveTextContent('Falta:');
    await user.type(password, 'Pymes');
    expect(screen.getByText('Una mayúscula')).toHaveTextContent('Cumple:');
    expect(screen.getByText('Un número')).toHaveTextContent('Falta:');
    await user.type(password, '2026!');
    expect(screen.getByText('Un número')).toHaveTextContent('Cumple:');
    expect(screen.getByText(/Entre 8 y 100 caracteres/)).toHaveTextContent('Cumple:');
  });

  it('limits the communes to the chosen region and clears one of another region', async () => {
    const { user } = renderForm();
    const region = screen.getByLabelText('Región');
    const commune = screen.getByLabelText('Comuna');
    expect(commune).toBeDisabled();
    expect(commune).toHaveValue('');
    expect(within(commune).getAllByRole('option')).toHaveLength(1);
    expect(commune).toHaveAccessibleDescription('Primero selecciona una región.');

    await user.selectOptions(region, 'Valparaíso');
    expect(commune).toBeEnabled();
    expect(within(commune).getAllByRole('option')).toHaveLength(38 + 1);
    expect(within(commune).getByRole('option', { name: 'Selecciona una opción' })).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Maipú' })).not.toBeInTheDocument();
    await user.selectOptions(commune, 'Viña del Mar');
    expect(commune).toHaveValue('Viña del Mar');

    await user.selectOptions(region, 'Metropolitana de Santiago');
    await waitFor(() => {
      expect(commune).toHaveValue('');
    });
    expect(screen.getByRole('option', { name: 'Maipú' })).toBeInTheDocument();
  });

  it('shows every error on submit and submits once all is valid', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(messages.firstName.required)).toBeInTheDocument();
    expect(screen.getByText(messages.rut.ownRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.password.required)).toBeInTheDocument();
    expect(screen.getAllByText(messages.selectOption)).toHaveLength(3);
    expect(screen.getByText(messages.terms.required)).toBeInTheDocument();
    expect(screen.getByLabelText('Cargo')).toHaveAccessibleDescription(messages.selectOption);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Nombre'), 'Carolina');
    await user.type(screen.getByLabelText('RUT'), '123456785');
    await user.type(screen.getByLabelText('Contraseña'), 'Pymes2026!');
    await user.selectOptions(screen.getByLabelText('Cargo'), 'Dueño');
    await user.selectOptions(screen.getByLabelText('Región'), 'Ñuble');
    await user.selectOptions(screen.getByLabelText('Comuna'), 'Chillán');
    await user.click(screen.getByLabelText('Acepto los términos y condiciones'));

    await waitFor(() => {
      expect(screen.queryByText(messages.selectOption)).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      first_name: 'Carolina',
      rut_user: '12345678-5',
      commune: 'Chillán',
      terms_accepted: true,
    });
  });
});
