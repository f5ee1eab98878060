import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateDb } from '@/mocks/db';
import { accountOf, demoUser, signInAs } from '@tests/testing/demo-session';
import { renderApp } from '@tests/testing/render-app';

/** A seeded entrepreneur whose pyme follows "Finanzas simples para tu pyme" (status ACCEPTED). */
const withLine = 'fernanda.rojas@correo.cl';

function setLine(
  change: (line: { status: string; created: string }, contentUrl: (url: string) => void) => void,
) {
  updateDb((data) => {
    const pyme = data.pymes.find((candidate) => candidate.user_uuid === demoUser(withLine).uuid);
    const line = data.formationLines.find((candidate) => candidate.pyme_uuid === pyme?.uuid);
    const training = data.trainings.find((candidate) => candidate.uuid === line?.training_uuid);
    if (!line || !training) throw new Error('seed changed');
    change(line, (url) => {
      training.content_url = url;
    });
  });
}

describe('/formation', () => {
  it('says so when no line is assigned', async () => {
    renderApp('/formation', { role: 'user' });
    expect(
      await screen.findByText('No tienen ninguna línea de formación asignada'),
    ).toBeInTheDocument();
    expect(demoUser(accountOf.user)).toBeDefined();
  });

  it('shows a card with images, status, name, date without "de", description and the course link', async () => {
    setLine((line) => {
      line.created = '2026-11-03T12:00:00';
    });
    signInAs(withLine);
    renderApp('/formation');
    const card = await screen.findByRole('article', { name: 'Finanzas simples para tu pyme' });
    expect(within(card).getByText('Aceptado')).toBeInTheDocument();
    expect(card).toHaveTextContent('Asignada el 3 noviembre 2026');
    expect(card).toHaveTextContent('Ordena tus números');
    expect(
      within(card).getByRole('img', { name: 'Logo de Finanzas simples para tu pyme' }),
    ).toHaveAttribute('src', 'http://api.test/media/trainings/finanzas-simples-logo.svg');
    const course = within(card).getByRole('link', { name: /Ir a capacitación/ });
    expect(course).toHaveAttribute('href', 'https://cursos.example.cl/finanzas-simples');
    expect(course).toHaveAttribute('target', '_blank');
    expect(course).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a disabled "Finalizado" button with a check mark for a FINISHED line', async () => {
    setLine((line) => {
      line.status = 'FINISHED';
    });
    signInAs(withLine);
    renderApp('/formation');
    const card = await screen.findByRole('article', { name: 'Finanzas simples para tu pyme' });
    const finished = within(card).getByRole('button', { name: /Finalizado/ });
    expect(finished).toBeDisabled();
    expect(finished).toHaveTextContent('✓ Finalizado');
    expect(within(card).queryByRole('link', { name: /Ir a capacitación/ })).not.toBeInTheDocument();
  });

  it('never renders a course link that is not http(s)', async () => {
    setLine((_line, contentUrl) => {
      contentUrl('javascript:alert(1)');
    });
    signInAs(withLine);
    renderApp('/formation');
    const card = await screen.findByRole('article', { name: 'Finanzas simples para tu pyme' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});
