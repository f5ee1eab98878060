import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryReports } from '@/features/public-site/data/library-reports';
import { renderApp } from '@tests/testing/render-app';

/** The files the build serves from the site root. */
const publicFolder = join(process.cwd(), 'public');

async function pageText(url: string): Promise<string> {
  renderApp(url);
  const main = await screen.findByRole('main');
  await screen.findByRole('heading', { level: 1 });
  return main.textContent;
}

describe('home', () => {
  it('explains the programme and offers to apply and to log in', async () => {
    const text = await pageText('/');
    for (const part of ['Nuestro propósito', 'Qué hacemos', 'Cómo lo hacemos']) {
      expect(text).toContain(part);
    }
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Postula tu pyme' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(main).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(main).getByRole('link', { name: /Mujeres Empresarias/ })).toHaveAttribute(
      'href',
      '/mujeresempresarias',
    );
    expect(within(main).getByRole('link', { name: /COMPITE/ })).toHaveAttribute('href', '/compite');
    expect(within(main).getByRole('img')).toHaveAccessibleName(/emprendedora/);
  });
});

describe('about', () => {
  it('names who runs the programme and its numbers', async () => {
    const text = await pageText('/aboutus');
    for (const part of ['Asociación', 'Mujeres Empresarias', 'Consultora', 'Banco de desarrollo']) {
      expect(text).toContain(part);
    }
    const numbers = screen.getByRole('list', { name: 'El programa en números' });
    expect(numbers).toHaveTextContent('300pymes reciben la etapa de formación');
    expect(numbers).toHaveTextContent('50mejor evaluadas pasan a asesoría estratégica o mentoría');
    expect(numbers).toHaveTextContent('15grandes empresas');
  });
});

describe('library', () => {
  it('has nine reports, each with a download link to a file that exists', async () => {
    renderApp('/library');
    const downloads = await screen.findAllByRole('link', { name: /^Descargar / });
    expect(downloads).toHaveLength(9);
    expect(libraryReports).toHaveLength(9);
    for (const link of downloads) {
      const href = link.getAttribute('href') ?? '';
      expect(link).toHaveAttribute('download');
      expect(existsSync(join(publicFolder, href)), href).toBe(true);
    }
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    for (const report of libraryReports) {
      const inCard = within(within(main).getByRole('article', { name: report.title }));
      expect(inCard.getByText(report.description)).toBeInTheDocument();
      expect(inCard.getByText(report.format)).toBeInTheDocument();
      expect(inCard.getByRole('link', { name: `Descargar ${report.title}` })).toHaveAttribute(
        'href',
        report.file,
      );
    }
  });
});

describe('terms', () => {
  it('states the privacy commitments of the programme and links home', async () => {
    const text = await pageText('/terms-and-conditions');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Términos y condiciones');
    expect(text).toContain('3 años desde su última actualización');
    expect(text).toContain('dentro de 2 días hábiles');
    expect(text).toContain('aprendizaje automático');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('link', { name: 'Bases del Programa Mujeres Empresarias' }),
    ).toHaveAttribute('href', '/mujeresempresarias');
    expect(screen.getByRole('link', { name: 'Bases del Programa COMPITE' })).toHaveAttribute(
      'href',
      '/compite',
    );
  });
});

describe('programme pages', () => {
  const common = [
    '12 de julio de 2021, 12:00 h',
    '27 de julio de 2021, 23:59 h',
    '30 de julio de 2021',
    '4 de agosto al 8 de septiembre de 2021',
    '10 de noviembre de 2021',
    'Asistencia',
    'Evaluación de contenidos',
    'Plan de herramientas digitales',
    'Pitch de ventas',
    'Un video de 3 minutos',
    'mayor de 18 años',
    'al menos el 50% del capital',
    'al menos el 30% si además la empresa tiene representación femenina',
    'seis meses del formulario 29',
  ];

  it('/mujeresempresarias shows every programme fact and 6 weeks', async () => {
    const text = await pageText('/mujeresempresarias');
    for (const fact of [...common, '6 semanas']) expect(text).toContain(fact);
    expect(screen.getAllByText('25%')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    const calendar = within(screen.getByRole('region', { name: 'Calendario' })).getByRole('list');
    expect(calendar.tagName).toBe('OL');
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(5);
    for (const [when, dateTime] of [
      ['12 de julio de 2021, 12:00 h', '2021-07-12T12:00'],
      ['27 de julio de 2021, 23:59 h', '2021-07-27T23:59'],
      ['30 de julio de 2021', '2021-07-30'],
      ['4 de agosto', '2021-08-04'],
      ['8 de septiembre de 2021', '2021-09-08'],
      ['10 de noviembre de 2021', '2021-11-10'],
    ]) {
      expect(screen.getByText(when ?? '')).toHaveAttribute('datetime', dateTime);
    }
  });

  it('/compite shows every programme fact, 5 weeks and its own terms', async () => {
    const text = await pageText('/compite');
    for (const fact of [
      ...common,
      '5 semanas',
      '2participantes por empresa',
      '5talleres',
      '40empresas seleccionadas para mentoría',
      '8regiones',
      '3 o más trabajadores',
      'más de 1.500 UF al año',
      'El 20% de las empresas seleccionadas para mentoría son lideradas por mujeres',
    ]) {
      expect(text).toContain(fact);
    }
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
