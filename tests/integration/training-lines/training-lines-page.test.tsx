import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readDb, updateDb, type DemoTrainingLine } from '@/mocks/db';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { reading } from '@/mocks/readings';
import { lineNamed } from '@tests/testing/demo-data';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';
import { recordLineSaves } from './record-line-saves';
import { rowOf } from '@tests/testing/table-rows';

const prompt = '¿Estas seguro que deseas eliminar esta línea de formación?';

/** The active lines as the list orders them: newest first. */
function activeLines() {
  return readDb()
    .trainingLines.filter((line) => line.is_active)
    .sort((a, b) => b.created.localeCompare(a.created));
}

/** Adds `count` active lines to the demo data (the seed has 6: one page). */
function addLines(count: number) {
  updateDb((data) => {
    const model = data.trainingLines[0] as DemoTrainingLine;
    for (let index = 0; index < count; index += 1) {
      data.trainingLines.push({
        ...model,
        training_score: { ...model.training_score },
        uuid: `extra-line-${String(index)}`,
        name: `Línea extra ${String(index + 1).padStart(2, '0')}`,
        content_id: `extra_${String(index)}`,
        created: `2025-01-${String(index + 1).padStart(2, '0')}T09:00:00`,
      });
    }
  });
}

async function table() {
  return screen.findByRole('table', { name: /^Líneas de formación activas/ });
}

async function rowNames() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  // Each cell starts with its column's name for phones (hidden from screen readers).
  return rows.map((row) =>
    within(row)
      .getByRole('rowheader')
      .textContent.replace(/^Nombre/, ''),
  );
}

async function openList(url = '/admin/training-line') {
  const view = renderApp(url, { role: 'admin' });
  await table();
  await screen.findAllByRole('rowheader');
  return view;
}

describe('/admin/training-line: the list', () => {
  it('shows the active lines, 10 a page, newest first, with their type and modality', async () => {
    addLines(8);
    updateDb((data) => {
      const line = data.trainingLines.find(
        (candidate) => candidate.name === 'Marca y pitch de ventas',
      );
      if (line) line.is_active = false;
    });
    const sent = recordRequests();
    await openList();
    const active = activeLines();
    expect(active).toHaveLength(13);
    expect(await rowNames()).toEqual(active.slice(0, 10).map((line) => line.name));
    expect(await table()).toHaveAccessibleName('Líneas de formación activas · 13');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    // The list's first request is spec §7's (the app may check the answer after it).
    const list = requestsTo(sent, 'GET', '/api/formations/training/')[0];
    expect(Object.fromEntries(list?.query ?? [])).toEqual({
      limit: '10',
      offset: '0',
      is_active: 'true',
    });
    expect(await rowNames()).not.toContain('Marca y pitch de ventas');

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Nombre',
      'ID del contenido',
      'Tipo',
      'Proveedor',
      'Modalidad',
      'Acciones',
    ]);
    const row = await rowOf('Tu tienda en línea en 30 días');
    await waitFor(() => {
      expect(row).toHaveTextContent('Comercio electrónico');
    });
    expect(row).toHaveTextContent('tienda_en_linea');
    expect(row).toHaveTextContent('Comercio Conectado');
    expect(row).toHaveTextContent('En línea');
  });

  it('pages with the links, keeping the page in the URL', async () => {
    addLines(8);
    const { user, router } = await openList();
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?pagina=2');
    });
    await waitFor(async () => {
      expect(await rowNames()).toEqual(
        activeLines()
          .slice(10)
          .map((line) => line.name),
      );
    });
  });

  it('searches through the search endpoint, back to page 1', async () => {
    addLines(8);
    const sent = recordRequests();
    const { user, router } = await openList('/admin/training-line?pagina=2');
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar línea de formación' }),
      'mentoras{Enter}',
    );
    await waitFor(() => {
      expect(router.state.location.search).toBe('?buscar=mentoras');
    });
    await waitFor(async () => {
      expect((await rowNames()).sort()).toEqual([
        'Finanzas simples para tu pyme',
        'Marca y pitch de ventas',
      ]);
    });
    const search = requestsTo(sent, 'GET', '/api/formations/search/').find(
      (request) => request.query.get('search') === 'mentoras',
    );
    expect(Object.fromEntries(search?.query ?? [])).toEqual({
      limit: '10',
      offset: '0',
      search: 'mentoras',
      is_active: 'true',
    });
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar línea de formación' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar línea de formación' }),
      'ninguna cosa{Enter}',
    );
    expect(
      await screen.findByText('No hay líneas de formación que coincidan con «ninguna cosa».'),
    ).toBeInTheDocument();
  });

  it("links to the create form and to each line's edit form", async () => {
    await openList();
    expect(screen.getByRole('link', { name: 'Crear línea de formación' })).toHaveAttribute(
      'href',
      '/admin/training-line-form/Crear/null',
    );
    const redes = lineNamed('Vende más en redes sociales');
    const row = await rowOf(redes.name);
    expect(within(row).getByRole('link', { name: `Editar ${redes.name}` })).toHaveAttribute(
      'href',
      `/admin/training-line-form/Editar/${redes.uuid}`,
    );
  });

  // The demo backend answers the stored path (spec §3) or, in the drf reading,
  // the absolute URL DRF's ImageField gives: the same logo either way (issue 45).
  it("shows each line's logo from the URL of its stored file, as a path or absolute, and a CDN's as it is", async () => {
    updateDb((data) => {
      const line = data.trainingLines.find(
        (candidate) => candidate.name === 'Tu tienda en línea en 30 días',
      );
      if (line) line.image_logo = 'https://cdn.example.cl/pymes/tienda-logo.png';
    });
    await openList();
    const redes = lineNamed('Vende más en redes sociales');
    // The logo beside the name is decorative (alt=""): its role is presentation.
    expect(within(await rowOf(redes.name)).getByRole('presentation')).toHaveAttribute(
      'src',
      `http://api.test${redes.image_logo}`,
    );
    expect(
      within(await rowOf('Tu tienda en línea en 30 días')).getByRole('presentation'),
    ).toHaveAttribute('src', 'https://cdn.example.cl/pymes/tienda-logo.png');
  });

  it('draws no logo whose URL is not http(s)', async () => {
    updateDb((data) => {
      const line = data.trainingLines.find(
        (candidate) => candidate.name === 'Vende más en redes sociales',
      );
      if (line) line.image_logo = 'javascript:alert(1)';
    });
    await openList();
    const row = await rowOf('Vende más en redes sociales');
    expect(within(row).queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('/admin/training-line: deleting a line (soft delete)', () => {
  it("asks the spec's question, sends is_active false as multipart (spec §3) and the line leaves the list without a reload", async () => {
    const saves = recordLineSaves();
    const { user } = await openList();
    const finanzas = lineNamed('Finanzas simples para tu pyme');
    await user.click(
      within(await rowOf(finanzas.name)).getByRole('button', { name: `Eliminar ${finanzas.name}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: prompt });
    expect(dialog).toHaveTextContent(finanzas.name);
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Seguro' }));

    expect(
      await screen.findByText(`Eliminamos la línea de formación «${finanzas.name}».`),
    ).toBeInTheDocument();
    await waitFor(async () => {
      expect(await rowNames()).not.toContain(finanzas.name);
    });
    expect(saves).toHaveLength(1);
    await waitFor(() => {
      expect(saves[0]).toMatchObject({
        method: 'PATCH',
        path: `/api/formations/training/${finanzas.uuid}/`,
        contentType: expect.stringMatching(/^multipart\/form-data/) as unknown,
      });
    });
    await waitFor(() => {
      expect([...(saves[0]?.form?.entries() ?? [])]).toEqual([['is_active', 'false']]);
    });
    expect(lineNamed(finanzas.name).is_active).toBe(false);
    expect(await table()).toHaveAccessibleName('Líneas de formación activas · 5');
    // The button that opened the question went with its row: the focus goes to the table.
    await waitFor(async () => {
      expect(await table()).toHaveFocus();
    });
  });

  it('sends nothing when the question is cancelled', async () => {
    const saves = recordLineSaves();
    const { user } = await openList();
    const name = 'Marca y pitch de ventas';
    const remove = within(await rowOf(name)).getByRole('button', { name: `Eliminar ${name}` });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: prompt });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(saves).toEqual([]);
    expect(await rowNames()).toContain(name);
    await waitFor(() => {
      expect(remove).toHaveFocus();
    });
  });

  it('keeps the line, says so and logs it when the delete fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.patch(api('api/formations/training/:uuid/'), () =>
        HttpResponse.json({ detail: 'Server Error' }, { status: 500 }),
      ),
    );
    const { user } = await openList();
    const name = 'Marca y pitch de ventas';
    await user.click(within(await rowOf(name)).getByRole('button', { name: `Eliminar ${name}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: prompt })).getByRole('button', {
        name: 'Seguro',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `No pudimos eliminar «${name}». Vuelve a intentarlo.`,
    );
    expect(await rowNames()).toContain(name);
    expect(logged).toHaveBeenCalled();
  });
});

describe('/admin/training-line: no line against its filter (issue 45)', () => {
  const ignored =
    'Este servidor no aplica el filtro de líneas activas: la app leyó 6 líneas de formación de la lista y muestra solo las activas.';

  it('a deleted line is not under "Líneas de formación activas", nor counted, after the delete and after a reload, on every backend', async () => {
    const finanzas = lineNamed('Finanzas simples para tu pyme');
    const before = activeLines().length;
    const view = await openList();
    expect(await table()).toHaveAccessibleName(`Líneas de formación activas · ${String(before)}`);
    await view.user.click(
      within(await rowOf(finanzas.name)).getByRole('button', { name: `Eliminar ${finanzas.name}` }),
    );
    await view.user.click(
      within(await screen.findByRole('alertdialog', { name: prompt })).getByRole('button', {
        name: 'Seguro',
      }),
    );
    await waitFor(async () => {
      expect(await table()).toHaveAccessibleName(
        `Líneas de formación activas · ${String(before - 1)}`,
      );
    });
    expect(await rowNames()).not.toContain(finanzas.name);
    view.unmount();

    // A reload: a new page (nothing learnt) over the same data.
    await openList();
    await waitFor(async () => {
      expect(await table()).toHaveAccessibleName(
        `Líneas de formación activas · ${String(before - 1)}`,
      );
    });
    expect(await rowNames()).not.toContain(finanzas.name);
    expect(screen.queryByRole('link', { name: `Editar ${finanzas.name}` })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Eliminar ${finanzas.name}` }),
    ).not.toBeInTheDocument();
    if (reading().honoursIsActive) {
      expect(screen.queryByText(/no aplica el filtro/)).not.toBeInTheDocument();
    } else {
      // Said once, above the table.
      expect(screen.getAllByText(ignored)).toHaveLength(1);
    }
  });

  it('counts the active lines when page 1 holds none but another page does', async () => {
    addLines(8);
    // The oldest line, last on page 2: page 1's rows are all active.
    updateDb((data) => {
      const line = data.trainingLines.find((candidate) => candidate.name === 'Línea extra 01');
      if (line) line.is_active = false;
    });
    const { user } = await openList();
    const active = activeLines();
    expect(active).toHaveLength(13);
    await waitFor(async () => {
      expect(await rowNames()).toEqual(active.slice(0, 10).map((line) => line.name));
    });
    await waitFor(async () => {
      expect(await table()).toHaveAccessibleName('Líneas de formación activas · 13');
    });
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    await waitFor(async () => {
      expect(await rowNames()).toEqual(active.slice(10).map((line) => line.name));
    });
    expect(await rowNames()).not.toContain('Línea extra 01');
    expect(await table()).toHaveAccessibleName('Líneas de formación activas · 13');
    if (!reading().honoursIsActive) {
      expect(
        screen.getByText(
          'Este servidor no aplica el filtro de líneas activas: la app leyó 14 líneas de formación de la lista y muestra solo las activas.',
        ),
      ).toBeVisible();
    }
  });

  it('a search keeps only the active lines it finds', async () => {
    updateDb((data) => {
      const line = data.trainingLines.find(
        (candidate) => candidate.name === 'Marca y pitch de ventas',
      );
      if (line) line.is_active = false;
    });
    await openList('/admin/training-line?buscar=mentoras');
    await waitFor(async () => {
      expect(await rowNames()).toEqual(['Finanzas simples para tu pyme']);
    });
    expect(await table()).toHaveAccessibleName('Líneas de formación activas · 1');
  });
});
