import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateDb, type DemoLineAssignment, type DemoTrainingLine } from '@/mocks/db';
import { demoUser, signInAs } from '@tests/testing/demo-session';
import { renderApp } from '@tests/testing/render-app';

/** A seeded entrepreneur whose pyme follows "Finanzas simples para tu pyme" (status ACCEPTED). */
const withLine = 'fernanda.rojas@correo.cl';

function setLine(change: (line: DemoLineAssignment, training: DemoTrainingLine) => void) {
  updateDb((data) => {
    const pyme = data.pymes.find((candidate) => candidate.user_uuid === demoUser(withLine).uuid);
    const line = data.lineAssignments.find((candidate) => candidate.pyme_uuid === pyme?.uuid);
    const training = data.trainingLines.find(
      (candidate) => candidate.uuid === line?.training_line_uuid,
    );
    if (!line || !training) throw new Error('seed changed');
    change(line, training);
  });
}

/** Changes the seeded line, then opens /formation as its entrepreneur: her line's card. */
async function openCardWith(
  change: (line: DemoLineAssignment, training: DemoTrainingLine) => void,
) {
  setLine(change);
  signInAs(withLine);
  renderApp('/formation');
  return screen.findByRole('article', { name: 'Finanzas simples para tu pyme' });
}

describe('/formation', () => {
  it('says so when no line is assigned', async () => {
    renderApp('/formation', { role: 'user' });
    expect(
      await screen.findByText('No tienen ninguna línea de formación asignada'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a card with images, status, name, date without "de", description and the course link', async () => {
    const card = await openCardWith((line) => {
      line.created = '2026-11-03T12:00:00';
    });
    expect(within(card).getByText('Asignada')).toBeInTheDocument();
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

  it.each(['ACCEPTED', 'DESERTER', 'NA', 'TRAINING', 'MENTORING', 'ONLYDIAG', 'SOMETHING_NEW', ''])(
    'labels her own line %s "Asignada", never with the admins\' words (issue 37)',
    async (status) => {
      const card = await openCardWith((line) => {
        line.status = status;
      });
      expect(within(card).getByText('Asignada')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /Ir a capacitación/ })).toBeInTheDocument();
      for (const adminWord of [
        'Aceptado',
        'Desertora',
        'Sin asignar',
        'Formación',
        'Mentoría',
        'Solo Diagnostico',
        'NA',
      ]) {
        expect(within(card).queryByText(adminWord)).not.toBeInTheDocument();
      }
    },
  );

  it('labels a FINISHED line "Finalizada"', async () => {
    const card = await openCardWith((line) => {
      line.status = 'FINISHED';
    });
    expect(within(card).getByText('Finalizada')).toBeInTheDocument();
  });

  it('shows a disabled "Finalizado" button with a check mark for a FINISHED line', async () => {
    const card = await openCardWith((line) => {
      line.status = 'FINISHED';
    });
    const finished = within(card).getByRole('button', { name: /Finalizado/ });
    expect(finished).toBeDisabled();
    expect(finished).toHaveTextContent('✓ Finalizado');
    expect(within(card).queryByRole('link', { name: /Ir a capacitación/ })).not.toBeInTheDocument();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://cursos.example.cl/finanzas',
    '/cursos/finanzas-simples',
    'cursos.example.cl/finanzas-simples',
  ])('never renders the content link %s as a link', async (url) => {
    const card = await openCardWith((_line, training) => {
      training.content_url = url;
    });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Ir a capacitación');
    expect(card).not.toHaveTextContent(url);
  });

  // The demo backend answers the stored path (spec §3) or, in the drf reading,
  // the absolute URL DRF's ImageField gives: the same image either way (issue 45).
  it('shows the images from the service base URL and the stored path, or from the absolute URL the backend gives', async () => {
    const card = await openCardWith((_line, training) => {
      training.image_logo = '/media/trainings/logo-de-prueba.png';
      training.image_banner = '/media/trainings/banner-de-prueba.png';
    });
    expect(
      within(card).getByRole('img', { name: 'Logo de Finanzas simples para tu pyme' }),
    ).toHaveAttribute('src', 'http://api.test/media/trainings/logo-de-prueba.png');
    // The banner is decorative (alt=""), so it has the role presentation.
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      'http://api.test/media/trainings/banner-de-prueba.png',
    );
  });

  it('shows images a CDN holds from their absolute URL, as the backend gives it (issue 45)', async () => {
    const card = await openCardWith((_line, training) => {
      training.image_logo = 'https://cdn.example.cl/pymes/logo.png';
      training.image_banner = 'https://cdn.example.cl/pymes/banner.png';
    });
    expect(
      within(card).getByRole('img', { name: 'Logo de Finanzas simples para tu pyme' }),
    ).toHaveAttribute('src', 'https://cdn.example.cl/pymes/logo.png');
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://cdn.example.cl/pymes/banner.png',
    );
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload="alert(1)"/>'])(
    'never renders the image URL %s: the card keeps its place for the images, without them',
    async (url) => {
      const card = await openCardWith((_line, training) => {
        training.image_logo = url;
        training.image_banner = url;
      });
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
      expect(within(card).queryByRole('presentation')).not.toBeInTheDocument();
      expect(
        within(card).getByRole('heading', { name: 'Finanzas simples para tu pyme' }),
      ).toBeVisible();
    },
  );
});
