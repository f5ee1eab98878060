import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readDb, updateDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { onAnotherReading } from '@tests/testing/api-mode';
import { accountOf, demoUser } from '@tests/testing/demo-session';
import { holdAnswer } from '@tests/testing/held-answer';
import { renderApp } from '@tests/testing/render-app';

const next = () => screen.getByRole('button', { name: 'Siguiente' });

async function acceptPrivacy(user: UserEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Política de privacidad' });
  const accept = within(dialog).getByRole('button', { name: 'Acepto' });
  expect(accept).toBeDisabled();
  await user.click(within(dialog).getByLabelText('He leído la política de privacidad'));
  expect(accept).toBeEnabled();
  await user.click(accept);
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
}

const validPassword = 'Segura2026!';

async function fillAccount(user: UserEvent, email = 'nueva@pyme.cl', password = validPassword) {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.type(screen.getByLabelText('Repite tu contraseña'), password);
}

async function fillPersonal(user: UserEvent, firstName = 'Marcela') {
  await user.type(screen.getByLabelText('Nombre'), firstName);
  await user.type(screen.getByLabelText('Apellido'), 'Núñez');
  await user.type(screen.getByLabelText('Tu RUT'), '9.876.543-3');
  await user.type(screen.getByLabelText('Teléfono (opcional)'), '987654321');
  await user.selectOptions(screen.getByLabelText('Cargo en la empresa'), 'Dueño');
}

async function fillCompany(user: UserEvent) {
  await user.type(screen.getByLabelText('Razón social'), 'Kuchen del Lago');
  await user.type(screen.getByLabelText('RUT de la empresa'), '77.123.464-k');
  await user.type(screen.getByLabelText('Dirección'), 'Avenida Costanera 450');
  await user.selectOptions(screen.getByLabelText('Región'), 'Los Lagos');
  await user.selectOptions(screen.getByLabelText('Comuna'), 'Frutillar');
}

interface WizardData {
  email?: string;
  password?: string;
  firstName?: string;
}

/** Opens /register, accepts the policy and reaches step 2 with a valid account. */
async function reachPersonalStep(email?: string, password?: string) {
  const view = renderApp('/register');
  const { user } = view;
  await acceptPrivacy(user);
  await fillAccount(user, email, password);
  await user.click(next());
  await screen.findByText('Paso 2 de 3');
  return view;
}

/** Opens /register, accepts the policy and reaches step 3 with valid data. */
async function reachCompanyStep(email?: string, { password, firstName }: WizardData = {}) {
  const view = await reachPersonalStep(email, password);
  const { user } = view;
  await fillPersonal(user, firstName);
  await user.click(next());
  await screen.findByText('Paso 3 de 3');
  await fillCompany(user);
  return view;
}

const send = () => screen.getByRole('button', { name: 'Enviar postulación' });

/** Sends the wizard and returns the lines of the error alert on step 3. */
async function sendAndReadErrorLines(user: UserEvent): Promise<(string | null)[]> {
  await user.click(send());
  const alert = await screen.findByRole('alert');
  return within(alert)
    .getAllByRole('listitem')
    .map((line) => line.textContent);
}

/** A field, a wrong (or empty) value, the message it must show, and a right value. */
type FieldCase = [label: string, wrong: string, message: RegExp, right: string];

/**
 * Each field in turn: a wrong (or emptied) value disables the step's button and
 * shows its message on the field; the right value enables the button again.
 */
async function expectEachFieldGates(
  user: UserEvent,
  button: () => HTMLElement,
  cases: FieldCase[],
) {
  for (const [label, wrong, message, right] of cases) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (wrong) await user.type(input, wrong);
    await waitFor(() => {
      expect(button()).toBeDisabled();
    });
    expect(input).toHaveAccessibleDescription(message);
    await user.clear(input);
    await user.type(input, right);
    await waitFor(() => {
      expect(button()).toBeEnabled();
    });
  }
}

// The steps' own rules, focus and navigation read nothing the readings answer
// differently: they run in `full` only (onAnotherReading); what is sent and
// what a refusal shows run on every reading (vite.config.ts, drfScreens).
describe('registration wizard', () => {
  it.skipIf(onAnotherReading)(
    'starts with the privacy policy and its three statements',
    async () => {
      renderApp('/register');
      const dialog = await screen.findByRole('dialog', { name: 'Política de privacidad' });
      expect(dialog).toHaveTextContent('3 años');
      expect(dialog).toHaveTextContent('2 días hábiles');
      expect(dialog).toHaveTextContent('aprendizaje automático');
    },
  );

  it.skipIf(onAnotherReading)(
    'keeps Siguiente disabled while a field of the step is empty or wrong',
    async () => {
      const { user } = renderApp('/register');
      await acceptPrivacy(user);
      expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
      expect(next()).toBeDisabled();

      await user.type(screen.getByLabelText('Correo electrónico'), 'nueva@pyme');
      await user.type(screen.getByLabelText('Contraseña'), 'Segura2026!');
      await user.type(screen.getByLabelText('Repite tu contraseña'), 'Segura2026!');
      expect(next()).toBeDisabled();
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        /El email debe tener el siguiente formato/,
      );

      await user.type(screen.getByLabelText('Correo electrónico'), '.cl');
      await waitFor(() => {
        expect(next()).toBeEnabled();
      });
      await user.clear(screen.getByLabelText('Repite tu contraseña'));
      await waitFor(() => {
        expect(next()).toBeDisabled();
      });
    },
  );

  it.skipIf(onAnotherReading)(
    'names each show/hide password button after its own field',
    async () => {
      const { user } = renderApp('/register');
      await acceptPrivacy(user);
      const password = screen.getByLabelText('Contraseña');
      const confirmation = screen.getByLabelText('Repite tu contraseña');

      await user.click(screen.getByRole('button', { name: 'Mostrar confirmación de contraseña' }));
      expect(confirmation).toHaveAttribute('type', 'text');
      expect(password).toHaveAttribute('type', 'password');
      expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
      expect(password).toHaveAttribute('type', 'text');
      await user.click(screen.getByRole('button', { name: 'Ocultar confirmación de contraseña' }));
      expect(confirmation).toHaveAttribute('type', 'password');
      expect(password).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).not.toHaveAttribute(
        'aria-pressed',
      );
    },
  );

  it.skipIf(onAnotherReading)(
    'goes back with Atrás keeping what was typed in both steps',
    async () => {
      const { user } = await reachPersonalStep();
      await user.type(screen.getByLabelText('Nombre'), 'Marcela');

      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await screen.findByText('Paso 1 de 3');
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nueva@pyme.cl');
      expect(screen.getByLabelText('Contraseña')).toHaveValue('Segura2026!');

      await user.click(next());
      await screen.findByText('Paso 2 de 3');
      expect(screen.getByLabelText('Nombre')).toHaveValue('Marcela');
    },
  );

  it.skipIf(onAnotherReading)(
    'keeps Siguiente disabled on step 2 while a field is empty or wrong',
    async () => {
      const { user } = await reachPersonalStep();
      expect(next()).toBeDisabled();

      await fillPersonal(user);
      await waitFor(() => {
        expect(next()).toBeEnabled();
      });

      // Each field in turn: wrong (or emptied) disables Siguiente, fixed enables it again.
      const cases: FieldCase[] = [
        ['Nombre', 'Marcela2', /Debes ingresar solo letras/, 'Marcela'],
        ['Apellido', 'Nú', /El apellido es muy corto/, 'Núñez'],
        ['Tu RUT', '9876543-4', /El RUT no es valido/, '9876543-3'],
        ['Teléfono (opcional)', '98765432a', /Debes ingresar solo números/, '987654321'],
        ['Nombre', '', /El nombre es obligatorio/, 'Marcela'],
      ];
      await expectEachFieldGates(user, next, cases);

      await user.selectOptions(screen.getByLabelText('Cargo en la empresa'), '');
      await waitFor(() => {
        expect(next()).toBeDisabled();
      });
    },
  );

  it.skipIf(onAnotherReading)(
    'keeps Enviar postulación disabled on step 3 while a field is empty or wrong',
    async () => {
      const { user } = await reachCompanyStep();
      await waitFor(() => {
        expect(send()).toBeEnabled();
      });

      const cases: FieldCase[] = [
        ['Razón social', 'Ku', /La razón social es muy corta/, 'Kuchen del Lago'],
        ['RUT de la empresa', '77123464-5', /El RUT no es valido/, '77123464-K'],
        ['Dirección', '', /Debes ingresar la dirección/, 'Avenida Costanera 450'],
      ];
      await expectEachFieldGates(user, send, cases);

      // Another region empties the commune: the step is incomplete again.
      await user.selectOptions(screen.getByLabelText('Región'), 'Ñuble');
      await waitFor(() => {
        expect(send()).toBeDisabled();
      });
      await user.selectOptions(screen.getByLabelText('Comuna'), 'San Carlos');
      await waitFor(() => {
        expect(send()).toBeEnabled();
      });
    },
  );

  it.skipIf(onAnotherReading)(
    'moves the focus to "Paso N de 3" when the step changes, by keyboard',
    async () => {
      const { user } = renderApp('/register');
      await acceptPrivacy(user);
      // On arrival the focus is left alone.
      expect(screen.getByText('Paso 1 de 3')).not.toHaveFocus();
      await fillAccount(user);
      await waitFor(() => {
        expect(next()).toBeEnabled();
      });
      next().focus();
      await user.keyboard('{Enter}');
      await waitFor(() => {
        expect(screen.getByText('Paso 2 de 3')).toHaveFocus();
      });
      screen.getByRole('button', { name: 'Atrás' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => {
        expect(screen.getByText('Paso 1 de 3')).toHaveFocus();
      });
    },
  );

  it.skipIf(onAnotherReading)(
    'goes back from step 3 to step 2 with Atrás keeping the values of both',
    async () => {
      const { user } = await reachCompanyStep();
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await screen.findByText('Paso 2 de 3');
      expect(screen.getByLabelText('Nombre')).toHaveValue('Marcela');
      expect(screen.getByLabelText('Apellido')).toHaveValue('Núñez');
      expect(screen.getByLabelText('Tu RUT')).toHaveValue('9876543-3');
      expect(screen.getByLabelText('Teléfono (opcional)')).toHaveValue('987654321');
      expect(screen.getByLabelText('Cargo en la empresa')).toHaveValue('Dueño');
      expect(next()).toBeEnabled();

      await user.click(next());
      await screen.findByText('Paso 3 de 3');
      expect(screen.getByLabelText('Razón social')).toHaveValue('Kuchen del Lago');
      expect(screen.getByLabelText('RUT de la empresa')).toHaveValue('77123464-K');
      expect(screen.getByLabelText('Dirección')).toHaveValue('Avenida Costanera 450');
      expect(screen.getByLabelText('Región')).toHaveValue('Los Lagos');
      expect(screen.getByLabelText('Comuna')).toHaveValue('Frutillar');
    },
  );

  it.skipIf(onAnotherReading)(
    "keeps a step's values when the browser's back and forward buttons leave it",
    async () => {
      const { user, router } = await reachPersonalStep();
      await user.type(screen.getByLabelText('Nombre'), 'Marcela');
      await user.type(screen.getByLabelText('Tu RUT'), '9.876.543-3');

      await router.navigate(-1);
      await screen.findByText('Paso 1 de 3');
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nueva@pyme.cl');
      await router.navigate(1);
      await screen.findByText('Paso 2 de 3');
      expect(screen.getByLabelText('Nombre')).toHaveValue('Marcela');
      expect(screen.getByLabelText('Tu RUT')).toHaveValue('9.876.543-3');
    },
  );

  it('sends the payload trimmed and normalised although the steps were saved as typed', async () => {
    let sent: unknown;
    server.use(
      http.post('http://api.test/api/users/signup/', async ({ request }) => {
        sent = await request.clone().json();
        // Nothing returned: the demo backend's handler answers.
      }),
    );
    const { user, router } = await reachCompanyStep(undefined, { firstName: 'Marcela ' });
    // Back to step 2 and forward again with the browser: step 3 is kept as typed.
    await router.navigate(-1);
    await screen.findByText('Paso 2 de 3');
    await router.navigate(1);
    await screen.findByText('Paso 3 de 3');
    expect(screen.getByLabelText('Razón social')).toHaveValue('Kuchen del Lago');
    await user.click(send());
    await screen.findByText(/Tu usuario se ha registrado/);
    expect(sent).toMatchObject({
      email: 'nueva@pyme.cl',
      first_name: 'Marcela',
      rut_user: '9876543-3',
      rut: '77123464-K',
    });
  });

  it("sends the four fields spec §3 names twice under both names, for either reading's backend", async () => {
    let sent: unknown;
    server.use(
      http.post('http://api.test/api/users/signup/', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user } = await reachCompanyStep();
    await user.click(send());
    await screen.findByText(/Tu usuario se ha registrado/);
    expect(sent).toMatchObject({
      last_name: 'Núñez',
      lastName: 'Núñez',
      phone_number: '987654321',
      phoneNumber: '987654321',
      direction: 'Avenida Costanera 450',
      address: 'Avenida Costanera 450',
      region: 'Los Lagos',
      state: 'Los Lagos',
    });
  });

  it.skipIf(onAnotherReading)(
    'forgets the wizard when the user leaves /register for another page',
    async () => {
      const { user, router } = await reachPersonalStep();
      await user.type(screen.getByLabelText('Nombre'), 'Marcela');

      await router.navigate('/terms-and-conditions');
      await screen.findByRole('heading', { name: 'Términos y condiciones' });

      await router.navigate('/register?paso=2');
      expect(
        await screen.findByRole('dialog', { name: 'Política de privacidad' }),
      ).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    },
  );

  it('forgets the wizard once the registration is done', async () => {
    const { user, router } = await reachCompanyStep();
    await user.click(send());
    await screen.findByText(/Tu usuario se ha registrado/);
    // Back on /register, the wizard starts over: the privacy policy again, empty fields.
    await router.navigate('/register');
    expect(
      await screen.findByRole('dialog', { name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
  });

  it.skipIf(onAnotherReading)(
    'sends ?paso=3 back to step 2 when step 2 is not complete, keeping step 1',
    async () => {
      const { user, router } = await reachPersonalStep();

      await router.navigate('/register?paso=3');
      await waitFor(() => {
        expect(router.state.location.search).toBe('?paso=2');
      });
      // The address changes before React draws the step it leads to: wait for it.
      expect(await screen.findByText('Paso 2 de 3')).toBeInTheDocument();
      expect(screen.queryByLabelText('Razón social')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await screen.findByText('Paso 1 de 3');
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nueva@pyme.cl');
    },
  );

  it.each(['/register?paso=2', '/register?paso=3'])(
    'returns %s to /register when the wizard is empty',
    async (url) => {
      const { router } = renderApp(url);
      expect(
        await screen.findByRole('dialog', { name: 'Política de privacidad' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/register');
      expect(router.state.location.search).toBe('');
    },
  );

  it('registers the business, normalising both RUTs, and goes to /registered', async () => {
    const { user, router } = await reachCompanyStep();
    await user.click(send());

    expect(
      await screen.findByText(/Tu usuario se ha registrado, por favor revisa tu bandeja/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registered');

    const data = readDb();
    const created = data.users.find((candidate) => candidate.email === 'nueva@pyme.cl');
    expect(created).toMatchObject({
      first_name: 'Marcela',
      last_name: 'Núñez',
      rut_user: '9876543-3',
      phone_number: '987654321',
      position: 'Dueño',
      verified: false,
    });
    expect(data.pymes.find((pyme) => pyme.user_uuid === created?.uuid)).toMatchObject({
      business_name: 'Kuchen del Lago',
      rut: '77123464-K',
      address: 'Avenida Costanera 450',
      state: 'Los Lagos',
      commune: 'Frutillar',
    });
    expect(data.outbox[0]).toMatchObject({
      to: 'nueva@pyme.cl',
      link: expect.stringMatching(/^\/accountConfirm\//) as string,
    });

    await user.click(screen.getByRole('link', { name: 'Entendido' }));
    // The URL changes once the next screen's code has arrived.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('registers a password with spaces and a name with a combining accent exactly as typed, so that the account can log in with it', async () => {
    const password = ' Segura 2026! ';
    // "José" written as "Jose" plus a combining acute accent (U+0301), as some keyboards send it.
    const firstName = 'Jose\u0301';
    const { user, router } = await reachCompanyStep('espacios@pyme.cl', { password, firstName });
    await user.click(send());
    await screen.findByText(/Tu usuario se ha registrado/);
    expect(demoUser('espacios@pyme.cl')).toMatchObject({ password, first_name: firstName });

    // Confirm the account with the e-mail's link, then log in with exactly that password.
    const link = readDb().outbox[0]?.link ?? '';
    await router.navigate(link);
    await user.click(await screen.findByRole('link', { name: 'Iniciar sesión' }));
    await user.type(await screen.findByLabelText('Correo electrónico'), 'espacios@pyme.cl');
    await user.type(screen.getByLabelText('Contraseña'), password);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('cannot be sent twice while the registration is on its way', async () => {
    let calls = 0;
    const answer = holdAnswer();
    server.use(
      http.post('http://api.test/api/users/signup/', async () => {
        calls += 1;
        await answer.held;
        return HttpResponse.json({ message: 'USER_CREATED' }, { status: 201 });
      }),
    );
    const { user } = await reachCompanyStep();
    await user.click(send());
    const busy = screen.getByRole('button', { name: /Enviando postulación/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    answer.release();
    await screen.findByText(/Tu usuario se ha registrado/);
    expect(calls).toBe(1);
  });

  it('shows what the real backend refuses: a taken e-mail', async () => {
    const { user } = await reachCompanyStep('emprendedora@pymesdigitales.cl');
    expect(await sendAndReadErrorLines(user)).toEqual([
      '- ¡Oops! El correo ingresado ya está registrado.',
    ]);
    expect(screen.getByText('Paso 3 de 3')).toBeInTheDocument();
  });

  it('shows every error of spec §8 as a dash-prefixed line with its field label', async () => {
    server.use(
      http.post('http://api.test/api/users/signup/', () =>
        HttpResponse.json(
          {
            email: ['EMAIL_TAKEN'],
            password: ['WEAK_PASSWORD'],
            rut: ['RUT_TAKEN'],
            rut_user: ['RUT_TAKEN'],
            direction: ['REQUIRED'],
            commune: ['FORMAT_ERROR'],
            first_name: ['ERROR_LENGTH'],
            last_name: ['REQUIRED'],
            phone_number: ['FORMAT_ERROR'],
            position: ['REQUIRED'],
            region: ['REQUIRED'],
            business_name: ['ERROR_LENGTH'],
            terms_accepted: ['REQUIRED'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await reachCompanyStep();
    expect(await sendAndReadErrorLines(user)).toEqual([
      '- ¡Oops! El correo ingresado ya está registrado.',
      '- ¡Oops! La contraseña es muy débil.',
      '- ¡Oops! Este campo es obligatorio, por favor complete dirección',
      '- ¡Oops! Error en formato de comuna',
      '- ¡Oops! Error en largo de nombre',
      '- ¡Oops! Este campo es obligatorio, por favor complete apellido',
      '- ¡Oops! Error en formato de número de teléfono',
      '- ¡Oops! Este campo es obligatorio, por favor complete cargo',
      '- ¡Oops! Este campo es obligatorio, por favor complete región',
      '- ¡Oops! Error en largo de razón social',
      '- ¡Vaya! El rut ingresado ya se registró. (RUT empresa)',
      '- ¡Vaya! El rut ingresado ya se registró. (RUT usuario)',
      '- ¡Oops! Este campo es obligatorio, por favor complete la aceptación de términos y condiciones',
    ]);
  });

  it("shows a refusal under the other reading's names on the right fields, in the §8 words", async () => {
    server.use(
      http.post('http://api.test/api/users/signup/', () =>
        HttpResponse.json(
          { lastName: ['REQUIRED'], address: ['REQUIRED'], state: ['REQUIRED'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await reachCompanyStep();
    expect(await sendAndReadErrorLines(user)).toEqual([
      '- ¡Oops! Este campo es obligatorio, por favor complete dirección',
      '- ¡Oops! Este campo es obligatorio, por favor complete apellido',
      '- ¡Oops! Este campo es obligatorio, por favor complete región',
    ]);
    expect(screen.getByText('Paso 3 de 3')).toBeInTheDocument();
  });

  it('writes REQUIRED, FORMAT_ERROR and ERROR_LENGTH of every field with its §8 label', async () => {
    const fields = [
      'email',
      'password',
      'password_confirmation',
      'direction',
      'commune',
      'first_name',
      'last_name',
      'phone_number',
      'position',
      'region',
      'business_name',
      'rut',
      'rut_user',
    ];
    const codes = ['REQUIRED', 'FORMAT_ERROR', 'ERROR_LENGTH'];
    server.use(
      http.post('http://api.test/api/users/signup/', () =>
        HttpResponse.json(Object.fromEntries(fields.map((field) => [field, codes])), {
          status: 400,
        }),
      ),
    );
    const { user } = await reachCompanyStep();
    const lines = (label: string) => [
      `- ¡Oops! Este campo es obligatorio, por favor complete ${label}`,
      `- ¡Oops! Error en formato de ${label}`,
      `- ¡Oops! Error en largo de ${label}`,
    ];
    expect(await sendAndReadErrorLines(user)).toEqual([
      ...lines('email'),
      ...lines('password'),
      ...lines('confirmación de contraseña'),
      ...lines('dirección'),
      ...lines('comuna'),
      ...lines('nombre'),
      ...lines('apellido'),
      ...lines('número de teléfono'),
      ...lines('cargo'),
      ...lines('región'),
      ...lines('razón social'),
      ...lines('(RUT empresa)'),
      ...lines('(RUT usuario)'),
    ]);
  });

  it('shows a RUT already registered by the real backend, with (RUT usuario)', async () => {
    const { user } = await reachCompanyStep('otra@pyme.cl');
    updateDb((data) => {
      const taken = data.users.find((candidate) => candidate.email === accountOf.user);
      const mine = data.users.find((candidate) => candidate.rut_user === '9876543-3');
      if (!taken || mine) throw new Error('unexpected seed');
      taken.rut_user = '9876543-3';
    });
    expect(await sendAndReadErrorLines(user)).toEqual([
      '- ¡Vaya! El rut ingresado ya se registró. (RUT usuario)',
    ]);
  });

  it('names the password confirmation when the server refuses it', async () => {
    server.use(
      http.post('http://api.test/api/users/signup/', () =>
        HttpResponse.json(
          { password: ['ERROR_LENGTH'], password_confirmation: ['PASSWORD_MISMATCH', 'REQUIRED'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await reachCompanyStep();
    expect(await sendAndReadErrorLines(user)).toEqual([
      '- ¡Oops! Error en largo de password',
      '- ¡Oops! Error en formato de confirmación de contraseña',
      '- ¡Oops! Este campo es obligatorio, por favor complete confirmación de contraseña',
    ]);
  });

  it('shows the try-again message on a server error', async () => {
    server.use(
      http.post('http://api.test/api/users/signup/', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await reachCompanyStep();
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '- ¡Oops! Parece que algo salío mal. Por favor, vuelve a intentarlo más tarde.',
    );
  });
});
