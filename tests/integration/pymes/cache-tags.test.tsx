import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pymesApi } from '@/features/pymes/pymes-api';
import { pymeRecordApi } from '@/features/pymes/record/pyme-record-api';
import { readDb } from '@/mocks/db';
import { recordRequests, requestsTo, type SentRequest } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/** The pymes as the list orders them (newest first): page 1 holds the first ten. */
function listedPymes() {
  return [...readDb().pymes].sort((a, b) => b.created.localeCompare(a.created));
}

/** The list pages asked for (10 a page), by their offset. */
function listPagesAsked(sent: readonly SentRequest[]) {
  return requestsTo(sent, 'GET', '/api/pymes/pyme/')
    .filter((request) => request.query.get('limit') === '10')
    .map((request) => request.query.get('offset'));
}

describe('cache tags: a change refetches what it changed, nothing else', () => {
  it('editing one pyme refetches its list page and its record, not another page or pyme', async () => {
    const pymes = listedPymes();
    const [onPageOne] = pymes;
    const onPageTwo = pymes[10];
    if (!onPageOne || !onPageTwo) throw new Error('The demo data needs more than ten pymes');

    const { store, user } = renderApp('/admin/pymes', { role: 'admin' });
    await screen.findByRole('rowheader', { name: onPageOne.business_name });
    const row = screen
      .getAllByRole('row')
      .find((candidate) =>
        within(candidate).queryByRole('rowheader', { name: onPageOne.business_name }),
      );
    if (!row) throw new Error('No row');

    // What other screens would hold at the same time: page 2 of the list, the
    // records of a pyme of each page, and the first pyme's diagnostics.
    const held = [
      store.dispatch(pymesApi.endpoints.getPymes.initiate({ page: 2, search: '', training: '' })),
      store.dispatch(pymeRecordApi.endpoints.getPyme.initiate(onPageOne.uuid)),
      store.dispatch(pymeRecordApi.endpoints.getPyme.initiate(onPageTwo.uuid)),
      store.dispatch(pymeRecordApi.endpoints.getReadyEvaluations.initiate(onPageOne.uuid)),
    ];
    await Promise.all(held);
    const sent = recordRequests();

    await user.click(
      await within(row).findByRole('button', { name: `Acciones de ${onPageOne.business_name}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Editar pyme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pyme' });
    const address = within(dialog).getByLabelText(/Dirección/);
    await user.clear(address);
    await user.type(address, 'Avenida Alemania 0123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(`Guardamos los datos de ${onPageOne.business_name}.`),
    ).toBeVisible();

    // The pyme's list page and its record are asked again…
    await waitFor(() => {
      expect(listPagesAsked(sent)).toEqual(['0']);
    });
    await waitFor(() => {
      expect(requestsTo(sent, 'GET', `/api/pymes/pyme/${onPageOne.uuid}/`)).toHaveLength(1);
    });
    // …and nothing else: not page 2, not the other pyme, not the diagnostics.
    expect(listPagesAsked(sent)).not.toContain('10');
    expect(requestsTo(sent, 'GET', `/api/pymes/pyme/${onPageTwo.uuid}/`)).toHaveLength(0);
    expect(requestsTo(sent, 'GET', /\/api\/evaluations\/list-ready\//)).toHaveLength(0);
    for (const subscription of held) subscription.unsubscribe();
  });
});
