import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDb } from '@/mocks/db';
import { recordRequests, requestsTo, type SentRequest } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';
import { rowOf } from '@tests/testing/table-rows';

type User = ReturnType<typeof renderApp>['user'];

/** The pymes as the list orders them (newest first): page 1 holds the first ten. */
function listedPymes() {
  return [...readDb().pymes].sort((a, b) => b.created.localeCompare(a.created));
}

/** A pyme of page 1 that can be edited (a disabled one has no "Editar pyme"). */
function editablePymeOfPageOne() {
  const pyme = listedPymes()
    .slice(0, 10)
    .find((candidate) => candidate.enabled);
  if (!pyme) throw new Error('The demo data needs an enabled pyme on page 1');
  return pyme;
}

/** The list pages asked for (10 rows a page), by their offset: '0' is page 1, '10' page 2. */
function listPagesAsked(sent: readonly SentRequest[]) {
  return requestsTo(sent, 'GET', '/api/pymes/pyme/')
    .filter((request) => request.query.get('limit') === '10')
    .map((request) => request.query.get('offset'));
}

/** Opens a pyme's page from its row's link and waits for its sheet. */
async function openRecord(user: User, name: string) {
  await user.click(within(await rowOf(name)).getByRole('link', { name }));
  await screen.findByRole('heading', { level: 1, name });
}

/** "Volver a pymes": the list's first page. */
async function backToList(user: User) {
  await user.click(screen.getByRole('link', { name: 'Volver a pymes' }));
  await screen.findByRole('table', { name: /^Pymes/ });
}

/** Changes a pyme's business name through its "Editar pyme" dialog. */
async function rename(user: User, from: string, to: string) {
  await user.click(within(await rowOf(from)).getByRole('button', { name: `Acciones de ${from}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Editar pyme' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar pyme' });
  const businessName = within(dialog).getByLabelText(/Razón social/);
  await user.clear(businessName);
  await user.type(businessName, to);
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText(`Guardamos los datos de ${to}.`)).toBeVisible();
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
}

async function searchFor(user: User, text: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Buscar pyme' }), `${text}{Enter}`);
}

describe('cache tags: a change refetches what it changed, nothing else', () => {
  it("editing a pyme asks again for its list page and its page, not page 2 nor another pyme's page", async () => {
    const edited = editablePymeOfPageOne();
    const other = listedPymes()[10];
    if (!other) throw new Error('The demo data needs more than ten pymes');
    const newName = `${edited.business_name} Limitada`;

    // The admin looks at page 2 and a pyme of it, then at a pyme of page 1:
    // the cache holds both list pages and both pymes' pages.
    const { user } = renderApp('/admin/pymes', { role: 'admin' });
    await rowOf(edited.business_name);
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    await openRecord(user, other.business_name);
    await backToList(user);
    await openRecord(user, edited.business_name);
    await backToList(user);

    const sent = recordRequests();
    await rename(user, edited.business_name, newName);
    // The page on screen shows the pyme: it is asked again and shows the new name.
    await rowOf(newName);
    expect(listPagesAsked(sent)).toEqual(['0']);

    // Page 2 and the other pyme's page did not change: they come from the cache.
    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    await openRecord(user, other.business_name);
    await backToList(user);
    // The edited pyme's page is asked again and shows the new name.
    await openRecord(user, newName);

    expect(listPagesAsked(sent)).toEqual(['0']);
    expect(requestsTo(sent, 'GET', `/api/pymes/pyme/${edited.uuid}/`)).toHaveLength(1);
    expect(requestsTo(sent, 'GET', `/api/pymes/pyme/${other.uuid}/`)).toHaveLength(0);
    // Nor the pymes' diagnostics: an edit of the pyme's data does not change them.
    expect(requestsTo(sent, 'GET', /\/api\/evaluations\/list-ready\//)).toHaveLength(0);
  });

  it('a search asked before an edit is asked again after it: the new name may match it', async () => {
    const edited = editablePymeOfPageOne();
    const term = 'Colmenar';
    const newName = `${term} del Sur`;
    // Nothing in the demo data matches the term before the edit.
    const { pymes, users } = readDb();
    expect(JSON.stringify({ pymes, users }).toLowerCase()).not.toContain(term.toLowerCase());

    const { user } = renderApp('/admin/pymes', { role: 'admin' });
    await rowOf(edited.business_name);
    await searchFor(user, term);
    expect(await screen.findByText(`No hay pymes que coincidan con «${term}».`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    await rename(user, edited.business_name, newName);

    const sent = recordRequests();
    await searchFor(user, term);
    // Not the cached "no match": the search is asked again and finds the pyme.
    expect(await screen.findByRole('table', { name: 'Pymes · 1' })).toBeVisible();
    await rowOf(newName);
    expect(
      requestsTo(sent, 'GET', '/api/pymes/pyme-search/').map((request) =>
        request.query.get('search'),
      ),
    ).toContain(term);
  });
});
