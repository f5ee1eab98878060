import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/testing/render-app';

// The pages as a production build without a content file shows them (issue
// 37): what the content file adds is tested in site-content.test.tsx.
vi.mock('virtual:site-content', () =>
  import('@tests/testing/site-content').then((module) => module.mainModule),
);
vi.mock('virtual:site-content/organisations', () =>
  import('@tests/testing/site-content').then((module) => module.organisationsModule),
);
vi.mock('virtual:site-content/library', () =>
  import('@tests/testing/site-content').then((module) => module.libraryModule),
);

async function pageText(url: string): Promise<string> {
  renderApp(url);
  const main = await screen.findByRole('main');
  await screen.findByRole('heading', { level: 1 });
  return main.textContent;
}

describe('home', () => {
  it('explains the programme and offers to log in', async () => {
    const text = await pageText('/');
    for (const part of ['Nuestro propósito', 'Qué hacemos', 'Cómo lo hacemos']) {
      expect(text).toContain(part);
    }
    const main = screen.getByRole('main');
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
  it('says who runs the programme and gives its numbers', async () => {
    const text = await pageText('/aboutus');
    expect(text).toContain('una asociación gremial y una organización de mujeres empresarias');
    const numbers = screen.getByRole('list', { name: 'El programa en números' });
    expect(numbers).toHaveTextContent('300pymes reciben la etapa de formación');
    expect(numbers).toHaveTextContent('50mejor evaluadas pasan a asesoría estratégica o mentoría');
    expect(numbers).toHaveTextContent('15grandes empresas');
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

  it('/mujeresempresarias shows every programme fact (the 2021 calendar) and 6 weeks', async () => {
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
