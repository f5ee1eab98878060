import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { computeCheckDigit } from '@/validation/rut';
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

  describe('compares e-mail and RUT in their normalised form', () => {
    /** A RUT body whose check digit is K. */
    function bodyWithCheckDigitK(): string {
      for (let body = 12_345_678; ; body += 1) {
        if (computeCheckDigit(String(body)) === 'K') return String(body);
      }
    }
    const dotted = (body: string) => body.replace(/\B(?=(\d{3})+$)/g, '.');

    /** The PATCH bodies, read by a handler that stands in for the backend. */
    let patched: unknown[] = [];
    beforeEach(() => {
      patched = [];
      server.use(
        http.patch('http://api.test/api/users/profile/', async ({ request }) => {
          patched.push(await request.json());
          return HttpResponse.json({ message: 'PROFILE_UPDATED' });
        }),
      );
    });

    it('does not send a stored lower-case-k RUT the user left alone', async () => {
      const body = bodyWithCheckDigitK();
      updateDb((data) => {
        const stored = data.users.find((candidate) => candidate.email === accountOf.user);
        if (stored) stored.rut_user = `${body}-k`;
      });
      const { user, dialog } = await openProfile();
      expect(within(dialog).getByLabelText('RUT')).toHaveValue(`${body}-k`);
      await user.clear(within(dialog).getByLabelText('Apellido'));
      await user.type(within(dialog).getByLabelText('Apellido'), 'Pérez Soto');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => {
        expect(patched).toHaveLength(1);
      });
      expect(patched[0]).toMatchObject({ first_name: 'Carolina', last_name: 'Pérez Soto' });
      expect(patched[0]).not.toHaveProperty('rut_user');
      expect(patched[0]).not.toHaveProperty('email');
    });

    it('does not send the same RUT typed with dots and K, nor the e-mail in capitals', async () => {
      const body = bodyWithCheckDigitK();
      updateDb((data) => {
        const stored = data.users.find((candidate) => candidate.email === accountOf.user);
        if (stored) stored.rut_user = `${body}-k`;
      });
      const { user, dialog } = await openProfile();
      await user.clear(within(dialog).getByLabelText('RUT'));
      await user.type(within(dialog).getByLabelText('RUT'), `${dotted(body)}-K`);
      await user.clear(within(dialog).getByLabelText('Correo electrónico'));
      await user.type(
        within(dialog).getByLabelText('Correo electrónico'),
        ` ${accountOf.user.toUpperCase()} `,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => {
        expect(patched).toHaveLength(1);
      });
      expect(patched[0]).not.toHaveProperty('rut_user');
      expect(patched[0]).not.toHaveProperty('email');
    });

    it('still sends a RUT that really changed', async () => {
      const body = bodyWithCheckDigitK();
      const other = String(Number(body) + 1);
      const { user, dialog } = await openProfile();
      await user.clear(within(dialog).getByLabelText('RUT'));
      await user.type(
        within(dialog).getByLabelText('RUT'),
        `${dotted(other)}-${computeCheckDigit(other)}`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      await waitFor(() => {
        expect(patched).toHaveLength(1);
      });
      expect(patched[0]).toMatchObject({ rut_user: `${other}-${computeCheckDigit(other)}` });
      expect(patched[0]).not.toHaveProperty('email');
    });
  });

  it('closes with its × button, named "Cerrar" in Spanish, sending nothing', async () => {
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Editar perfil' })).not.toBeInTheDocument();
    });
    expect(sent).toEqual([]);
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
