import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readDb, updateDb } from '@/mocks/db';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { messages, providerPhoneMessage } from '@/validation/messages';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import { trainingLineWeightingLabels } from '@/validation/data/training-line-weightings';
import { onAnotherReading } from '@tests/testing/api-mode';
import { lineNamed } from '@tests/testing/demo-data';
import { renderApp } from '@tests/testing/render-app';
import { partOf, recordLineSaves } from './record-line-saves';

const t = messages.trainingLine;
const createUrl = '/admin/training-line-form/Crear/null';
type User = ReturnType<typeof renderApp>['user'];

const logo = () => new File(['<svg id="logo"/>'], 'logo.svg', { type: 'image/svg+xml' });
const banner = () => new File([new Uint8Array(2048).fill(1)], 'banner.png', { type: 'image/png' });

const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });
const nextButton = () => screen.getByRole('button', { name: 'Siguiente' });

/** The error tied to a control (its aria-describedby), or null. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

async function expectError(label: string | RegExp, message: string) {
  await waitFor(() => {
    expect(errorOf(screen.getByLabelText(label))).toBe(message);
  });
}

async function openForm(url = createUrl) {
  const view = renderApp(url, { role: 'admin' });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByText('Paso 1 de 3');
  return view;
}

async function fillStep1(user: User, { contentId = 'ventas_whatsapp' } = {}) {
  await user.type(screen.getByLabelText('Nombre'), '  Ventas por WhatsApp ');
  await user.type(screen.getByLabelText('ID del contenido'), contentId);
  await user.click(screen.getByLabelText('Descripción'));
  await user.paste('Catálogo, respuestas rápidas y cobros por WhatsApp Business.');
  await screen.findByRole('option', { name: 'Comercio electrónico' });
  await user.selectOptions(screen.getByLabelText('Tipo'), 'Comercio electrónico');
  await user.upload(screen.getByLabelText('Logo'), logo());
  await user.upload(screen.getByLabelText('Banner'), banner());
}

async function fillStep2(user: User) {
  await user.selectOptions(screen.getByLabelText('Modalidad'), 'En línea');
  await user.selectOptions(screen.getByLabelText('Asignación automática'), 'No');
  await user.type(screen.getByLabelText('Nombre del proveedor'), 'Academia Digital Chile');
  await user.type(screen.getByLabelText('Teléfono del proveedor'), '912345678');
  await user.click(screen.getByLabelText('URL del contenido'));
  await user.paste('https://cursos.example.cl/ventas-whatsapp');
  await user.type(screen.getByLabelText('Código del contenido'), 'LDF099');
  await user.type(screen.getByLabelText('Contenido 1'), 'Cuatro clases');
}

/** Moves a slider as the keyboard or the mouse would (jsdom has no slider of its own). */
function setSlider(name: string, value: number) {
  fireEvent.change(screen.getByRole('slider', { name }), { target: { value: String(value) } });
}

async function goToStep(user: User, step: number) {
  await user.click(nextButton());
  await screen.findByText(`Paso ${String(step)} de 3`);
}

// The form's own steps and rules: the same on every reading, run in `full` only.
describe.skipIf(onAnotherReading)(
  '/admin/training-line-form/Crear/null: the steps and their rules',
  () => {
    it('starts on step 1 with the required marks, the types and every button but Atrás', async () => {
      const sent = recordLineSaves();
      await openForm();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Crear línea de formación' }),
      ).toBeVisible();
      const required = ['Nombre', 'ID del contenido', 'Tipo', 'Descripción', 'Logo', 'Banner'];
      for (const label of required) expect(screen.getByLabelText(label)).toBeRequired();
      // One (*) per required field, outside its label (the control's name stays the label).
      expect(screen.getAllByText('*', { selector: '[aria-hidden="true"]' })).toHaveLength(
        required.length,
      );
      expect(screen.getByText(/Los campos marcados con/)).toHaveTextContent(
        'Los campos marcados con * son obligatorios.',
      );
      await waitFor(() => {
        expect(
          within(screen.getByLabelText('Tipo'))
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual([
          'Selecciona una opción',
          ...readDb().trainingLineTypes.map((type) => type.name),
        ]);
      });
      expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
      expect(nextButton()).toBeDisabled();
      expect(saveButton()).toBeDisabled();
      const steps = within(
        screen.getByRole('navigation', { name: 'Pasos de la línea de formación' }),
      );
      expect(steps.getByRole('button', { name: /1\. Datos generales/ })).toBeEnabled();
      expect(steps.getByRole('button', { name: /2\. Proveedor y contenido/ })).toBeDisabled();
      expect(steps.getByRole('button', { name: /3\. Ponderaciones/ })).toBeDisabled();
      expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription(
        'PNG, JPG, WebP o SVG de hasta 1 MB. Tamaño sugerido: 200 × 200 px.',
      );
      expect(screen.getByLabelText('Banner')).toHaveAccessibleDescription(
        'PNG, JPG, WebP o SVG de hasta 1 MB. Tamaño sugerido: 1220 × 460 px.',
      );
      expect(sent).toEqual([]);
    });

    it('step 1: checks name, content id, description and the images as they change', async () => {
      const { user } = await openForm();
      await user.type(screen.getByLabelText('Nombre'), 'A');
      await expectError('Nombre', t.nameTooShort);
      await user.type(screen.getByLabelText('ID del contenido'), 'con espacio');
      await expectError('ID del contenido', t.contentIdCharacters);
      await user.type(screen.getByLabelText('Descripción'), 'ab');
      await expectError('Descripción', t.descriptionTooShort);
      await user.clear(screen.getByLabelText('Nombre'));
      await expectError('Nombre', t.nameRequired);

      // A file that is not one of the formats, then one too heavy (the file picker's
      // filter is bypassed, as dragging a file onto the input does).
      const anyFile = userEvent.setup({ applyAccept: false });
      await anyFile.upload(
        screen.getByLabelText('Logo'),
        new File(['%PDF'], 'notas.pdf', { type: 'application/pdf' }),
      );
      await expectError('Logo', t.notAnImage);
      expect(screen.getByText('Archivo elegido: notas.pdf')).toBeInTheDocument();
      await user.upload(
        screen.getByLabelText('Logo'),
        new File([new Uint8Array(1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' }),
      );
      await expectError('Logo', 'La imagen pesa más de 1 MB. Elige una más liviana.');

      // A good one: its preview, and Quitar takes it away (the logo is required).
      await user.upload(screen.getByLabelText('Logo'), logo());
      await waitFor(() => {
        expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'false');
      });
      expect(screen.getByRole('img', { name: 'Vista previa de el logo' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/) as string,
      );
      await user.click(screen.getByRole('button', { name: 'Quitar el logo' }));
      expect(
        screen.queryByRole('img', { name: 'Vista previa de el logo' }),
      ).not.toBeInTheDocument();
      await expectError('Logo', t.logoRequired);
      expect(screen.getByLabelText('Logo')).toHaveFocus();
      expect(nextButton()).toBeDisabled();
    });

    it('step 1 complete: Siguiente opens step 2, and the type is a required choice', async () => {
      const { user } = await openForm();
      await fillStep1(user);
      await user.selectOptions(screen.getByLabelText('Tipo'), '');
      await expectError('Tipo', messages.selectOption);
      expect(nextButton()).toBeDisabled();
      await user.selectOptions(screen.getByLabelText('Tipo'), 'Gestión y finanzas');
      await waitFor(() => {
        expect(nextButton()).toBeEnabled();
      });
      await goToStep(user, 2);
      expect(screen.getByText('Paso 2 de 3')).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    });

    it('step 2: the two choices are required, and provider and content follow their rules', async () => {
      const { user } = await openForm();
      await fillStep1(user);
      await goToStep(user, 2);
      for (const label of [
        'Modalidad',
        'Asignación automática',
        'Nombre del proveedor',
        'URL del contenido',
      ]) {
        expect(screen.getByLabelText(label)).toBeRequired();
      }
      for (const label of [
        'Teléfono del proveedor',
        'Sitio web del proveedor',
        'Código del contenido',
        'Contenido 1',
        'Contenido 2',
      ]) {
        expect(screen.getByLabelText(label)).not.toBeRequired();
      }
      expect(
        within(screen.getByLabelText('Modalidad'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Selecciona una opción', 'En línea', 'Presencial']);
      await user.click(screen.getByLabelText('Modalidad'));
      await user.tab();
      await expectError('Modalidad', messages.selectOption);
      await user.click(screen.getByLabelText('Asignación automática'));
      await user.tab();
      await expectError('Asignación automática', messages.selectOption);

      await user.type(screen.getByLabelText('Nombre del proveedor'), 'Academia 2');
      await expectError('Nombre del proveedor', messages.onlyLetters);
      await user.type(screen.getByLabelText('Teléfono del proveedor'), '9123456789');
      await expectError('Teléfono del proveedor', providerPhoneMessage());
      await user.type(screen.getByLabelText('Sitio web del proveedor'), 'www.example.cl');
      await expectError('Sitio web del proveedor', t.url);
      await user.click(screen.getByLabelText('URL del contenido'));
      await user.tab();
      await expectError('URL del contenido', t.contentUrlRequired);
      await user.type(screen.getByLabelText('Código del contenido'), 'LDF-1');
      await expectError('Código del contenido', t.contentCodeCharacters);
      await user.type(screen.getByLabelText('Contenido 2'), 'Clases <b>');
      await expectError('Contenido 2', t.contentTextCharacters);
      expect(nextButton()).toBeDisabled();

      // Atrás keeps what was typed in step 1.
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await screen.findByText('Paso 1 de 3');
      expect(screen.getByLabelText('ID del contenido')).toHaveValue('ventas_whatsapp');
      expect(screen.getByRole('img', { name: 'Vista previa de el banner' })).toBeInTheDocument();
    });

    it('step 3: ten labelled sliders from 0 to 10, all at 0, their value shown and announced', async () => {
      const { user } = await openForm();
      await fillStep1(user);
      await goToStep(user, 2);
      await fillStep2(user);
      await goToStep(user, 3);
      const sliders = screen.getAllByRole('slider');
      expect(sliders.map((slider) => slider.getAttribute('name'))).toEqual([
        ...trainingLineWeightingFields,
      ]);
      for (const field of trainingLineWeightingFields) {
        const slider = screen.getByRole('slider', { name: trainingLineWeightingLabels[field] });
        expect(slider).toHaveAttribute('type', 'range');
        expect(slider).toHaveAttribute('min', '0');
        expect(slider).toHaveAttribute('max', '10');
        expect(slider).toHaveAttribute('step', '1');
        expect(slider).toHaveValue('0');
        expect(slider).toHaveAttribute('aria-valuetext', '0 de 10');
      }
      setSlider('Foco en marketing', 7);
      const marketing = screen.getByRole('slider', { name: 'Foco en marketing' });
      expect(marketing).toHaveValue('7');
      expect(marketing).toHaveAttribute('aria-valuetext', '7 de 10');
      // The value shown beside the label (the others are at 0).
      expect(screen.getByText('7')).toHaveClass('training-line-weighting-value');
      expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    });

    it('keeps Guardar cambios disabled on every step until the whole form is valid', async () => {
      const { user } = await openForm();
      expect(saveButton()).toBeDisabled();
      await fillStep1(user);
      expect(saveButton()).toBeDisabled();
      await goToStep(user, 2);
      expect(saveButton()).toBeDisabled();
      await fillStep2(user);
      // Step 3 holds only weightings, all valid at 0: the form is complete now.
      await waitFor(() => {
        expect(saveButton()).toBeEnabled();
      });
      await user.clear(screen.getByLabelText('URL del contenido'));
      expect(saveButton()).toBeDisabled();
      await user.type(screen.getByLabelText('URL del contenido'), 'https://cursos.example.cl/x');
      await waitFor(() => {
        expect(saveButton()).toBeEnabled();
      });
      // The indicators: every step can be opened now, and Guardar cambios stays enabled.
      const steps = within(
        screen.getByRole('navigation', { name: 'Pasos de la línea de formación' }),
      );
      await user.click(steps.getByRole('button', { name: /3\. Ponderaciones/ }));
      await screen.findByText('Paso 3 de 3');
      expect(saveButton()).toBeEnabled();
      await user.click(steps.getByRole('button', { name: /1\. Datos generales/ }));
      await screen.findByText('Paso 1 de 3');
      expect(saveButton()).toBeEnabled();
      // Breaking step 1 closes the later steps again.
      await user.clear(screen.getByLabelText('Nombre'));
      expect(saveButton()).toBeDisabled();
      expect(steps.getByRole('button', { name: /2\. Proveedor y contenido/ })).toBeDisabled();
    });
  },
);

describe('/admin/training-line-form/Crear/null: saving', () => {
  it('sends the multipart body of the contract and shows the success page in its place', async () => {
    const saves = recordLineSaves();
    const { user, router } = await openForm();
    await fillStep1(user);
    await goToStep(user, 2);
    await fillStep2(user);
    await goToStep(user, 3);
    setSlider('Posición financiera', 3);
    setSlider('Mentoría individual', 10);
    await user.click(saveButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Creación exitosa' }),
    ).toBeVisible();
    expect(screen.getByText('Has creado una nueva linea de formación')).toBeVisible();
    expect(decodeURIComponent(router.state.location.pathname)).toBe(
      '/admin/training-line-success/Creación',
    );
    // The form was replaced in the history: Back does not return into it.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Volver a líneas de formación' })).toHaveAttribute(
      'href',
      '/admin/training-line',
    );

    expect(saves).toHaveLength(1);
    const [save] = saves;
    expect(save?.method).toBe('POST');
    expect(save?.path).toBe('/api/formations/training/');
    expect(save?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    await waitFor(() => {
      expect(save?.form).toBeDefined();
    });
    const form = save?.form;
    const type = readDb().trainingLineTypes.find(
      (candidate) => candidate.name === 'Comercio electrónico',
    );
    const texts = {
      name: 'Ventas por WhatsApp',
      content_id: 'ventas_whatsapp',
      description: 'Catálogo, respuestas rápidas y cobros por WhatsApp Business.',
      type: type?.uuid,
      provider_name: 'Academia Digital Chile',
      provider_phone: '912345678',
      provider_url: '',
      content_url: 'https://cursos.example.cl/ventas-whatsapp',
      content_code: 'LDF099',
      content_1: 'Cuatro clases',
      content_2: '',
      is_online: 'true',
      is_automatic_asignation: 'false',
      ...Object.fromEntries(trainingLineWeightingFields.map((field) => [field, '0'])),
      f_c_pos_fin: '3',
      f_c_mentoria_ind: '10',
    };
    for (const [field, value] of Object.entries(texts)) {
      expect(await partOf(form, field), field).toBe(value);
    }
    expect(form?.has('training_score')).toBe(false);
    expect(await partOf(form, 'image_logo')).toEqual({
      type: 'image/svg+xml',
      size: 16,
      text: '<svg id="logo"/>',
    });
    expect(await partOf(form, 'image_banner')).toMatchObject({ type: 'image/png', size: 2048 });

    // The demo backend has it, with its images.
    const created = lineNamed('Ventas por WhatsApp');
    expect(created.image_logo).toBe(`/media/trainings/${created.uuid}-logo.svg`);
    expect(created.training_score.f_c_mentoria_ind).toBe(10);
  });

  it('shows a refused content id at its field, on its step, until it is changed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openForm();
    await fillStep1(user, { contentId: 'finanzas_simples' });
    await goToStep(user, 2);
    await fillStep2(user);
    await goToStep(user, 3);
    await user.click(saveButton());

    await screen.findByText('Paso 1 de 3');
    await expectError('ID del contenido', t.server.contentIdTaken);
    // The refused field has the focus, so its error is read out.
    await waitFor(() => {
      expect(screen.getByLabelText('ID del contenido')).toHaveFocus();
    });
    expect(router.state.location.pathname).toBe(createUrl);
    expect(logged).toHaveBeenCalled();
    // Other changes keep it; Guardar cambios waits for a new content id.
    await user.type(screen.getByLabelText('Nombre'), ' 2');
    await expectError('ID del contenido', t.server.contentIdTaken);
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByLabelText('ID del contenido'), '_2');
    await waitFor(() => {
      expect(screen.getByLabelText('ID del contenido')).toHaveAttribute('aria-invalid', 'false');
    });
    expect(saveButton()).toBeEnabled();
  });

  it('says above the buttons when the save fails for another reason, keeping what was typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(api('api/formations/training/'), () =>
        HttpResponse.json({ detail: 'Server Error' }, { status: 500 }),
      ),
    );
    const { user } = await openForm();
    await fillStep1(user);
    await goToStep(user, 2);
    await fillStep2(user);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '¡Oops! Parece que algo salío mal. Por favor, vuelve a intentarlo más tarde.',
    );
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del proveedor')).toHaveValue('Academia Digital Chile');
    expect(saveButton()).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });
});

describe('/admin/training-line-form/Editar/{uuid}', () => {
  it('loads the line with GET {uuid}/ behind a spinner, with its values and weightings', async () => {
    const redes = lineNamed('Vende más en redes sociales');
    renderApp(`/admin/training-line-form/Editar/${redes.uuid}`, { role: 'admin' });
    // The spinner shows, however briefly (findBy fails when it never does).
    await screen.findByText('Cargando la línea de formación…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar línea de formación' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Nombre')).toHaveValue(redes.name);
    expect(screen.getByLabelText('ID del contenido')).toHaveValue(redes.content_id);
    await waitFor(() => {
      expect(screen.getByLabelText('Tipo')).toHaveDisplayValue('Marketing digital');
    });
    // The demo backend answers the stored path (spec §3) or, in the drf
    // reading, the absolute URL DRF's ImageField gives: the same image (issue 45).
    expect(screen.getByRole('img', { name: 'Vista previa de el logo' })).toHaveAttribute(
      'src',
      `http://api.test${redes.image_logo}`,
    );
    expect(screen.getByRole('img', { name: 'Vista previa de el banner' })).toHaveAttribute(
      'src',
      `http://api.test${redes.image_banner}`,
    );
    expect(screen.getAllByText('Imagen guardada')).toHaveLength(2);
    expect(saveButton()).toBeEnabled();
    const steps = within(
      screen.getByRole('navigation', { name: 'Pasos de la línea de formación' }),
    );
    await userEvent.setup().click(steps.getByRole('button', { name: /3\. Ponderaciones/ }));
    for (const field of trainingLineWeightingFields) {
      expect(screen.getByRole('slider', { name: trainingLineWeightingLabels[field] })).toHaveValue(
        String(redes.training_score[field]),
      );
    }
  });

  it('sends an edit without the images the admin kept, and says "Edición exitosa"', async () => {
    const saves = recordLineSaves();
    const redes = lineNamed('Vende más en redes sociales');
    const { user } = renderApp(`/admin/training-line-form/Editar/${redes.uuid}`, { role: 'admin' });
    const name = await screen.findByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Vende más en Instagram');
    await user.click(saveButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Edición exitosa' })).toBeVisible();
    expect(screen.getByText('Has creado una nueva linea de formación')).toBeVisible();
    expect(saves.map((save) => `${save.method} ${save.path}`)).toEqual([
      `PATCH /api/formations/training/${redes.uuid}/`,
    ]);
    await waitFor(() => {
      expect(saves[0]?.form).toBeDefined();
    });
    const form = saves[0]?.form;
    expect(await partOf(form, 'name')).toBe('Vende más en Instagram');
    expect(await partOf(form, 'is_online')).toBe(String(redes.is_online));
    expect(await partOf(form, 'f_c_vinculo_ge')).toBe(String(redes.training_score.f_c_vinculo_ge));
    expect(form?.has('image_logo')).toBe(false);
    expect(form?.has('image_banner')).toBe(false);
    expect(lineNamed('Vende más en Instagram').image_logo).toBe(redes.image_logo);
  });

  it('sends only the image the admin replaced', async () => {
    const saves = recordLineSaves();
    const redes = lineNamed('Vende más en redes sociales');
    const { user } = renderApp(`/admin/training-line-form/Editar/${redes.uuid}`, { role: 'admin' });
    await user.upload(await screen.findByLabelText('Banner'), banner());
    expect(screen.getByText('Archivo elegido: banner.png')).toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByRole('heading', { level: 1, name: 'Edición exitosa' });
    await waitFor(() => {
      expect(saves[0]?.form).toBeDefined();
    });
    expect(saves[0]?.form?.has('image_logo')).toBe(false);
    expect(await partOf(saves[0]?.form, 'image_banner')).toMatchObject({
      type: 'image/png',
      size: 2048,
    });
    expect(lineNamed(redes.name).image_banner).toMatch(/\.png$/);
  });

  it('shows images a CDN holds as the backend gives them, and keeps them on save without sending them (issue 45)', async () => {
    const saves = recordLineSaves();
    const redes = lineNamed('Vende más en redes sociales');
    const cdnLogo = 'https://cdn.example.cl/pymes/redes-logo.png';
    updateDb((data) => {
      const line = data.trainingLines.find((candidate) => candidate.uuid === redes.uuid);
      if (line) line.image_logo = cdnLogo;
    });
    const { user } = renderApp(`/admin/training-line-form/Editar/${redes.uuid}`, { role: 'admin' });
    const name = await screen.findByLabelText('Nombre');
    expect(screen.getByRole('img', { name: 'Vista previa de el logo' })).toHaveAttribute(
      'src',
      cdnLogo,
    );
    await user.clear(name);
    await user.type(name, 'Vende más en Instagram');
    await user.click(saveButton());
    await screen.findByRole('heading', { level: 1, name: 'Edición exitosa' });
    await waitFor(() => {
      expect(saves[0]?.form).toBeDefined();
    });
    expect(saves[0]?.form?.has('image_logo')).toBe(false);
    expect(saves[0]?.form?.has('image_banner')).toBe(false);
    const saved = lineNamed('Vende más en Instagram');
    expect(saved.image_logo).toBe(cdnLogo);
    expect(saved.image_banner).toBe(redes.image_banner);
  });

  it('says in Spanish that a line does not exist, with the way back', async () => {
    renderApp('/admin/training-line-form/Editar/no-existe', { role: 'admin' });
    expect(
      await screen.findByRole('heading', { name: 'No encontramos esta línea de formación' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a líneas de formación' })).toHaveAttribute(
      'href',
      '/admin/training-line',
    );
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });
});

const TYPES_FAILED =
  'No pudimos cargar los tipos de línea de formación. Sin ellos no se puede guardar la línea.';
const SAVE_BLOCKED = 'Sin los tipos de línea de formación no se puede guardar la línea.';

/**
 * The types' list answers `answer` until the returned `recover()`; then the
 * demo backend's own handler answers again.
 */
function breakTypes(answer: () => Response) {
  let broken = true;
  server.use(http.get(api('api/formations/type-training/'), () => (broken ? answer() : undefined)));
  return {
    recover: () => {
      broken = false;
    },
  };
}

async function expectTypesFailed() {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(TYPES_FAILED);
  // One Reintentar on the screen: the alert's.
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
}

describe('the training-line form when the types cannot be loaded', () => {
  it.each([
    { fault: '500', answer: () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }) },
    { fault: 'a network error', answer: () => HttpResponse.error() },
    { fault: 'a wrong shape', answer: () => HttpResponse.json({ unexpected: true }) },
  ])(
    'create ($fault): says so, the steps go on, nothing is sent; Reintentar brings saving back with nothing lost',
    async ({ answer }) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const types = breakTypes(answer);
      const saves = recordLineSaves();
      const { user } = await openForm();
      await expectTypesFailed();
      const type = screen.getByLabelText('Tipo');
      expect(type).toBeDisabled();
      expect(type).toHaveAccessibleDescription(TYPES_FAILED);

      // Step 1 without the type still leads on: nothing typed is lost.
      await user.type(screen.getByLabelText('Nombre'), 'Ventas por WhatsApp');
      await user.type(screen.getByLabelText('ID del contenido'), 'ventas_whatsapp');
      await user.click(screen.getByLabelText('Descripción'));
      await user.paste('Catálogo, respuestas rápidas y cobros por WhatsApp Business.');
      await user.upload(screen.getByLabelText('Logo'), logo());
      await user.upload(screen.getByLabelText('Banner'), banner());
      expect(saveButton()).toBeDisabled();
      await goToStep(user, 2);
      await fillStep2(user);
      await goToStep(user, 3);
      expect(saveButton()).toBeDisabled();
      expect(saveButton()).toHaveAccessibleDescription(SAVE_BLOCKED);
      await user.click(saveButton());
      expect(saves).toEqual([]);
      expect(screen.getByText('Paso 3 de 3')).toBeInTheDocument();

      types.recover();
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      });
      expect(screen.queryByText(SAVE_BLOCKED)).not.toBeInTheDocument();
      // Back on step 1 the values are there and the type can be chosen now.
      const steps = within(
        screen.getByRole('navigation', { name: 'Pasos de la línea de formación' }),
      );
      await user.click(steps.getByRole('button', { name: /1\. Datos generales/ }));
      await screen.findByText('Paso 1 de 3');
      expect(screen.getByLabelText('Nombre')).toHaveValue('Ventas por WhatsApp');
      expect(screen.getByText('Archivo elegido: logo.svg')).toBeInTheDocument();
      await screen.findByRole('option', { name: 'Comercio electrónico' });
      expect(screen.getByLabelText('Tipo')).toBeEnabled();
      expect(screen.getByLabelText('Tipo')).not.toHaveAccessibleDescription(TYPES_FAILED);
      await user.selectOptions(screen.getByLabelText('Tipo'), 'Comercio electrónico');
      await goToStep(user, 2);
      expect(screen.getByLabelText('Nombre del proveedor')).toHaveValue('Academia Digital Chile');
      await goToStep(user, 3);
      await user.click(saveButton());

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Creación exitosa' }),
      ).toBeVisible();
      expect(saves.map((save) => `${save.method} ${save.path}`)).toEqual([
        'POST /api/formations/training/',
      ]);
      await waitFor(() => {
        expect(saves[0]?.form).toBeDefined();
      });
      const chosen = readDb().trainingLineTypes.find(
        (candidate) => candidate.name === 'Comercio electrónico',
      );
      expect(await partOf(saves[0]?.form, 'type')).toBe(chosen?.uuid);
      expect(await partOf(saves[0]?.form, 'name')).toBe('Ventas por WhatsApp');
    },
  );

  it('edit (network error): the loaded line cannot be saved, not even with Enter, until Reintentar works', async () => {
    const types = breakTypes(() => HttpResponse.error());
    const saves = recordLineSaves();
    const redes = lineNamed('Vende más en redes sociales');
    const { user } = renderApp(`/admin/training-line-form/Editar/${redes.uuid}`, {
      role: 'admin',
    });
    const name = await screen.findByLabelText('Nombre');
    await expectTypesFailed();
    expect(screen.getByLabelText('Tipo')).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Vende más en Instagram{Enter}');
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(SAVE_BLOCKED);
    // The form is valid (the line has its type): only the missing types hold it back.
    // A submit that does not come from the button (it cannot be pressed) sends nothing either;
    // no answer to wait for, so the time a save would take to start.
    fireEvent.submit(screen.getByRole('form', { name: /^Paso 1/ }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(saves).toEqual([]);

    types.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Tipo')).toHaveDisplayValue('Marketing digital');
    });
    expect(screen.getByLabelText('Nombre')).toHaveValue('Vende más en Instagram');
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Edición exitosa' })).toBeVisible();
    expect(saves.map((save) => `${save.method} ${save.path}`)).toEqual([
      `PATCH /api/formations/training/${redes.uuid}/`,
    ]);
    await waitFor(() => {
      expect(saves[0]?.form).toBeDefined();
    });
    expect(await partOf(saves[0]?.form, 'name')).toBe('Vende más en Instagram');
    expect(await partOf(saves[0]?.form, 'type')).toBe(redes.type);
  });
});

// The form's own steps and rules: the same on every reading, run in `full` only.
describe.skipIf(onAnotherReading)('leaving the form with unsaved changes', () => {
  const prompt = '¿Salir sin guardar los cambios?';

  it('asks before leaving for another screen; "Seguir editando" stays, "Salir sin guardar" leaves', async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText('Nombre'), 'Una línea a medias');
    await user.click(screen.getByRole('link', { name: 'Pymes' }));
    const dialog = await screen.findByRole('alertdialog', { name: prompt });
    expect(dialog).toHaveTextContent(
      'Los cambios que hiciste en esta línea de formación se perderán.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe(createUrl);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Una línea a medias');

    await user.click(screen.getByRole('link', { name: /Volver a líneas de formación/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: prompt })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/training-line');
    });
  });

  it('lets the admin leave without a question when nothing changed', async () => {
    const { user, router } = await openForm();
    await user.click(screen.getByRole('link', { name: /Volver a líneas de formación/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/training-line');
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser before the tab is closed or reloaded, only with changes', async () => {
    const { user } = await openForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Nombre'), 'x');
    await waitFor(() => {
      expect(unload()).toBe(true);
    });
    await user.clear(screen.getByLabelText('Nombre'));
    await waitFor(() => {
      expect(unload()).toBe(false);
    });
  });
});

// The form's own steps and rules: the same on every reading, run in `full` only.
describe.skipIf(onAnotherReading)('/admin/training-line-success/:type', () => {
  it.each(['Creación', 'Edición'])(
    'says "%s exitosa" with the way back to the list',
    async (type) => {
      renderApp(`/admin/training-line-success/${type}`, { role: 'admin' });
      expect(
        await screen.findByRole('heading', { level: 1, name: `${type} exitosa` }),
      ).toBeVisible();
      expect(screen.getByText('Has creado una nueva linea de formación')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Volver a líneas de formación' })).toHaveAttribute(
        'href',
        '/admin/training-line',
      );
    },
  );
});
