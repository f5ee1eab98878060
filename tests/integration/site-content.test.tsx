import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noSiteContent } from '@/config/site-content';
import { renderApp } from '@tests/testing/render-app';
import { showSiteContent, siteContentFrom } from '@tests/testing/site-content';

// Issue 37: what the public pages show of the organisation's content file, and
// what they show without one (a production build with no file).
vi.mock('virtual:site-content', () =>
  import('@tests/testing/site-content').then((module) => module.mainModule),
);
vi.mock('virtual:site-content/organisations', () =>
  import('@tests/testing/site-content').then((module) => module.organisationsModule),
);
vi.mock('virtual:site-content/library', () =>
  import('@tests/testing/site-content').then((module) => module.libraryModule),
);

beforeEach(() => {
  showSiteContent(noSiteContent);
});

/** Today, for the calendar: only Date is faked, the screens' timers stay real. */
function today(year: number, month: number, day: number, hour = 12) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(year, month - 1, day, hour, 0));
}

/** A call of 2027: applications close on 27 July at 23:59. */
function call2027(applications: Record<string, unknown>) {
  return {
    applications,
    timeline: [
      { date: '2027-07-12T12:00', what: 'Abren las postulaciones' },
      { date: '2027-07-27T23:59', what: 'Cierran las postulaciones' },
      { date: '2027-08-04', until: '2027-09-08', what: 'Formación de las pymes seleccionadas' },
    ],
  };
}

async function footer() {
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it('without a content file shows the policy link and no contact data or networks', async () => {
    renderApp('/');
    const inFooter = within(await footer());
    expect(inFooter.getAllByRole('link')).toHaveLength(1);
    expect(
      inFooter.getByRole('link', { name: 'Política de privacidad y términos' }),
    ).toHaveAttribute('href', '/terms-and-conditions');
    expect(inFooter.queryByRole('heading', { name: 'Contacto' })).not.toBeInTheDocument();
    expect(inFooter.queryByRole('heading', { name: 'Síguenos' })).not.toBeInTheDocument();
    expect(inFooter.queryByText(/Santiago|Chile/)).not.toBeInTheDocument();
    expect(inFooter.queryByText('Contenido de muestra')).not.toBeInTheDocument();
  });

  it("shows the file's e-mail, phone, address and networks", async () => {
    showSiteContent(
      siteContentFrom({
        contact: {
          email: 'hola@organizacion.cl',
          phone: '+56 9 8765 4321',
          address: 'Calle Los Aromos 55, Temuco',
        },
        social: [
          { name: 'Instagram', url: 'https://www.instagram.com/organizacion' },
          { name: 'YouTube', url: 'https://www.youtube.com/@organizacion' },
        ],
      }),
    );
    renderApp('/');
    const inFooter = within(await footer());
    expect(inFooter.getByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(inFooter.getByRole('link', { name: 'hola@organizacion.cl' })).toHaveAttribute(
      'href',
      'mailto:hola@organizacion.cl',
    );
    expect(inFooter.getByRole('link', { name: '+56 9 8765 4321' })).toHaveAttribute(
      'href',
      'tel:+56987654321',
    );
    expect(inFooter.getByText('Calle Los Aromos 55, Temuco')).toBeInTheDocument();
    expect(inFooter.getByRole('heading', { name: 'Síguenos' })).toBeInTheDocument();
    const instagram = inFooter.getByRole('link', { name: /^Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/organizacion');
    expect(instagram).toHaveAttribute('target', '_blank');
    // jsdom drops the space before the hidden text that browsers read.
    expect(instagram).toHaveAccessibleName(/^Instagram ?\(se abre en una pestaña nueva\)$/);
    expect(inFooter.getByRole('link', { name: /^YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@organizacion',
    );
    expect(inFooter.queryByText('Contenido de muestra')).not.toBeInTheDocument();
  });

  it('shows only what the file gives: an e-mail alone', async () => {
    showSiteContent(siteContentFrom({ contact: { email: 'hola@organizacion.cl' } }));
    renderApp('/');
    const inFooter = within(await footer());
    expect(inFooter.getByRole('link', { name: 'hola@organizacion.cl' })).toBeInTheDocument();
    expect(inFooter.getAllByRole('link')).toHaveLength(2);
    expect(inFooter.queryByRole('heading', { name: 'Síguenos' })).not.toBeInTheDocument();
  });

  it('says "Contenido de muestra" when the file is a sample', async () => {
    showSiteContent(siteContentFrom({ sample: true, contact: { email: 'hola@organizacion.cl' } }));
    renderApp('/');
    expect(within(await footer()).getByText('Contenido de muestra')).toBeInTheDocument();
  });
});

describe('/aboutus', () => {
  it('without organisations says who runs the programme as the spec does, naming nobody', async () => {
    renderApp('/aboutus');
    const section = await screen.findByRole('region', { name: 'Quiénes impulsan el programa' });
    expect(section).toHaveTextContent(
      'El programa lo impulsan una asociación gremial y una organización de mujeres empresarias, junto a un socio consultor, con financiamiento de la banca de desarrollo.',
    );
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(section).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'El programa en números' })).toBeInTheDocument();
  });

  it("shows the file's organisations, with a link to the website of those that give one", async () => {
    showSiteContent(
      siteContentFrom({
        organisations: [
          {
            name: 'Cámara Regional del Comercio',
            role: 'Convoca el programa.',
            url: 'https://www.camararegional.cl/',
          },
          { name: 'Fundación Emprende Mujer', role: 'Acompaña a las emprendedoras.' },
        ],
      }),
    );
    renderApp('/aboutus');
    const section = await screen.findByRole('region', { name: 'Quiénes impulsan el programa' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    const second = within(cards[1] as HTMLElement);
    expect(
      first.getByRole('heading', { level: 3, name: 'Cámara Regional del Comercio' }),
    ).toBeInTheDocument();
    expect(first.getByText('Convoca el programa.')).toBeInTheDocument();
    expect(
      first.getByRole('link', {
        name: /^Sitio web ?de Cámara Regional del Comercio ?\(se abre en una pestaña nueva\)$/,
      }),
    ).toHaveAttribute('href', 'https://www.camararegional.cl/');
    expect(second.getByRole('heading', { name: 'Fundación Emprende Mujer' })).toBeInTheDocument();
    expect(second.queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByText('Contenido de muestra')).not.toBeInTheDocument();
  });

  it('marks sample organisations as sample', async () => {
    showSiteContent(
      siteContentFrom({ sample: true, organisations: [{ name: 'Gremio', role: 'Convoca.' }] }),
    );
    renderApp('/aboutus');
    const section = await screen.findByRole('region', { name: 'Quiénes impulsan el programa' });
    expect(within(section).getByText('Contenido de muestra')).toBeInTheDocument();
  });
});

describe('/library', () => {
  it('without reports shows no cards and says they will be published here', async () => {
    renderApp('/library');
    await screen.findByRole('heading', { level: 1, name: 'Informes y guías para tu pyme' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'Aún no hay informes publicados. Cuando los tengamos, los podrás descargar gratis desde aquí.',
    );
    expect(within(main).queryAllByRole('article')).toHaveLength(0);
    expect(within(main).queryByRole('link', { name: /Descargar/ })).not.toBeInTheDocument();
  });

  it('shows one card per report of the file, with its download link', async () => {
    showSiteContent(
      siteContentFrom({
        reports: [
          {
            title: 'Informe anual 2026',
            description: 'Lo que hicimos este año.',
            url: '/library/informe-2026.pdf',
            format: 'PDF, 20 páginas, 3 MB',
          },
          {
            title: 'Guía de ventas',
            description: 'Cómo vender en línea.',
            url: 'https://archivos.organizacion.cl/guia.pdf',
          },
        ],
      }),
    );
    renderApp('/library');
    const annual = within(await screen.findByRole('article', { name: 'Informe anual 2026' }));
    expect(annual.getByText('Lo que hicimos este año.')).toBeInTheDocument();
    expect(annual.getByText('PDF, 20 páginas, 3 MB')).toBeInTheDocument();
    expect(annual.getByRole('link', { name: 'Descargar Informe anual 2026' })).toHaveAttribute(
      'href',
      '/library/informe-2026.pdf',
    );
    const guide = within(screen.getByRole('article', { name: 'Guía de ventas' }));
    expect(guide.getByRole('link', { name: 'Descargar Guía de ventas' })).toHaveAttribute(
      'href',
      'https://archivos.organizacion.cl/guia.pdf',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/Aún no hay informes/)).not.toBeInTheDocument();
  });
});

describe('programme pages and the call', () => {
  it('without a call show the spec calendar as the closed 2021 call, with no way to apply', async () => {
    today(2026, 11, 27);
    renderApp('/mujeresempresarias');
    const calendar = within(await screen.findByRole('region', { name: 'Calendario' }));
    expect(calendar.getByText('Convocatoria 2021 cerrada')).toBeInTheDocument();
    expect(calendar.getByText('27 de julio de 2021, 23:59 h')).toHaveAttribute(
      'datetime',
      '2021-07-27T23:59',
    );
    expect(calendar.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /Postula tu pyme/ })).not.toBeInTheDocument();
    const closing = within(
      screen.getByRole('region', { name: 'Las postulaciones están cerradas' }),
    );
    expect(closing.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('a call whose applications are open offers "Postula tu pyme" until they close', async () => {
    today(2027, 7, 20);
    showSiteContent(
      siteContentFrom({ call: call2027({ open: true, closes: '2027-07-27T23:59' }) }),
    );
    const { user } = renderApp('/compite');
    const calendar = within(await screen.findByRole('region', { name: 'Calendario' }));
    expect(calendar.getByText('Postulaciones abiertas')).toBeInTheDocument();
    expect(
      calendar.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Convocatoria 2027. Puedes postular hasta el 27 de julio de 2027, 23:59 h.',
      ),
    ).toBeInTheDocument();
    expect(calendar.getAllByText('27 de julio de 2027, 23:59 h')).toHaveLength(2);
    expect(calendar.getByText('4 de agosto')).toHaveAttribute('datetime', '2027-08-04');
    expect(calendar.getByText('8 de septiembre de 2027')).toHaveAttribute('datetime', '2027-09-08');
    // The opening is past; the other dates are ahead.
    const [opening, ...ahead] = calendar.getAllByRole('listitem');
    expect(opening).toHaveTextContent('Fecha pasada');
    for (const stage of ahead) expect(stage).not.toHaveTextContent('Fecha pasada');

    await user.click(screen.getByRole('link', { name: 'Postula tu pyme' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Postula tu pyme' })).toBeVisible();
  });

  it('the same call after its close date: applications closed, no button', async () => {
    today(2027, 7, 28, 0);
    showSiteContent(
      siteContentFrom({ call: call2027({ open: true, closes: '2027-07-27T23:59' }) }),
    );
    renderApp('/mujeresempresarias');
    const calendar = within(await screen.findByRole('region', { name: 'Calendario' }));
    expect(calendar.getByText('Postulaciones cerradas')).toBeInTheDocument();
    expect(
      calendar.getByText('Convocatoria 2027: por ahora no se reciben postulaciones.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Postula tu pyme/ })).not.toBeInTheDocument();
  });

  it('a call the file does not open shows its dates, applications closed', async () => {
    today(2027, 1, 10);
    showSiteContent(siteContentFrom({ call: call2027({ open: false }) }));
    renderApp('/mujeresempresarias');
    const calendar = within(await screen.findByRole('region', { name: 'Calendario' }));
    expect(calendar.getByText('Postulaciones cerradas')).toBeInTheDocument();
    expect(calendar.getByText('12 de julio de 2027, 12:00 h')).toBeInTheDocument();
    expect(calendar.queryByText('Fecha pasada')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Postula tu pyme/ })).not.toBeInTheDocument();
  });

  it('a call open in the file whose dates are all past is over', async () => {
    today(2027, 10, 1);
    showSiteContent(siteContentFrom({ call: call2027({ open: true }) }));
    renderApp('/compite');
    const calendar = within(await screen.findByRole('region', { name: 'Calendario' }));
    expect(calendar.getByText('Convocatoria 2027 cerrada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Postula tu pyme/ })).not.toBeInTheDocument();
  });

  it("applications on the call's own form open it in a new tab", async () => {
    today(2027, 7, 20);
    showSiteContent(
      siteContentFrom({
        call: call2027({ open: true, url: 'https://postulaciones.organizacion.cl/2027' }),
      }),
    );
    renderApp('/compite');
    const apply = await screen.findByRole('link', { name: /^Postula tu pyme/ });
    expect(apply).toHaveAttribute('href', 'https://postulaciones.organizacion.cl/2027');
    expect(apply).toHaveAttribute('target', '_blank');
  });
});

describe('home and login follow the call', () => {
  it('without an open call the home page offers to log in, not to apply', async () => {
    today(2026, 11, 27);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('link', { name: /Postula tu pyme/ })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(
      main.getByText(/Las postulaciones están cerradas por ahora\. Cuando se abra una nueva/),
    ).toBeInTheDocument();
  });

  it('with applications open the home page offers to apply, twice', async () => {
    today(2027, 7, 20);
    showSiteContent(siteContentFrom({ call: call2027({ open: true }) }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const links = within(screen.getByRole('main')).getAllByRole('link', {
      name: 'Postula tu pyme',
    });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/register');
    expect(screen.queryByText(/Las postulaciones están cerradas/)).not.toBeInTheDocument();
  });

  it('/login offers no application while applications are closed', async () => {
    today(2026, 11, 27);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.queryByText(/¿Aún no tienes cuenta\?/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Postula tu pyme/ })).not.toBeInTheDocument();
  });

  it('/login links to the application while applications are open', async () => {
    today(2027, 7, 20);
    showSiteContent(siteContentFrom({ call: call2027({ open: true }) }));
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByText(/¿Aún no tienes cuenta\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Postula tu pyme' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('/terms-and-conditions', () => {
  it("gives the file's e-mail for data-rights requests, and no address without one", async () => {
    renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Para ejercer tus derechos/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: /@/ }),
    ).not.toBeInTheDocument();
  });

  it('with an e-mail, links to it', async () => {
    showSiteContent(siteContentFrom({ contact: { email: 'datos@organizacion.cl' } }));
    renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'datos@organizacion.cl' }),
    ).toHaveAttribute('href', 'mailto:datos@organizacion.cl');
  });
});
