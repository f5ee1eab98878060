import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { accountOf, demoUser } from '@tests/testing/demo-session';
import { renderApp } from '@tests/testing/render-app';

let sent: unknown[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method === 'PATCH' && request.url.endsWith('/api/users/profile/')) {
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push(body));
  }
};
beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function openProfile() {
  const view = renderApp('/dashboard', { role: 'user' });
  await view.user.click(await screen.findByRole('button', { name: /Hola, Carolina/ }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Editar perfil' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
  return { ...view, dialog };
}

describe('profile modal', () => {
  it('sends names and phone but not the unchanged e-mail and RUT', async () => {
    const { user, dialog } = await openProfile();
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue(accountOf.user);
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Carolina Andrea');
    await user.clear(within(dialog).getByLabelText('Teléfono (opcional)'));
    await user.type(within(dialog).getByLabelText('Teléfono (opcional)'), '955554444');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => {
      expect(sent).toEqual([
        { first_name: 'Carolina Andrea', last_name: 'Pérez', phone_number: '955554444' },
      ]);
    });
    await waitFor(() => {
      expect(demoUser(accountOf.user).first_name).toBe('Carolina Andrea');
    });
  });

  it('sends a changed e-mail and a changed RUT in the normalised form', async () => {
    const { user, dialog } = await openProfile();
    await user.clear(within(dialog).getByLabelText('Correo electrónico'));
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'carolina@dulces.cl');
    await user.clear(within(dialog).getByLabelText('RUT'));
    await user.type(within(dialog).getByLabelText('RUT'), '9.876.543-3');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => {
      expect(sent).toEqual([
        expect.objectContaining({ email: 'carolina@dulces.cl', rut_user: '9876543-3' }),
      ]);
    });
  });

  it('keeps Guardar disabled while a field is empty or wrong', async () => {
    const { user, dialog } = await openProfile();
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Apellido'));
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Apellido'), 'P3rez');
    expect(save).toBeDisabled();
    expect(within(dialog).getByLabelText('Apellido')).toHaveAccessibleDescription(
      'Debes ingresar solo letras',
    );
    await user.clear(within(dialog).getByLabelText('Apellido'));
    await user.type(within(dialog).getByLabelText('Apellido'), 'Pérez');
    expect(save).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('says when the new e-mail is already taken', async () => {
    server.use(
      http.patch('http://api.test/api/users/profile/', () =>
        HttpResponse.json({ email: ['EMAIL_TAKEN'] }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openProfile();
    await user.clear(within(dialog).getByLabelText('Correo electrónico'));
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'admin@pymesdigitales.cl');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '¡Oops! El correo ingresado ya está registrado.',
    );
  });
});
