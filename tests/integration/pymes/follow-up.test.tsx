import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readDb, setSeedSize, updateDb, type DemoPyme } from '@/mocks/db';
import { server } from '@/mocks/node';
import { reading } from '@/mocks/readings';
import { renderApp } from '@tests/testing/render-app';

// Issue 38, part 3: "Seguimiento por correo" on /admin/pymes reads every pyme
// of the view, collects the entrepreneurs' e-mails and offers to copy them or
// to write to them from the admin's mail program, in groups of mailto links.

const listUrl = 'http://api.test/api/pymes/pyme/';
const MAX_LINK = 1800;

/** The page the dialog asks (100) as the reading served grants it (DRF's `max_limit`). */
const granted = Math.min(100, reading().maxLimit ?? 100);

beforeEach(() => {
  // The admin's message is kept in this browser: each test starts without one.
  localStorage.clear();
});

/** A bigger demo seed for this test. */
function useSeedOf(pymes: number) {
  setSeedSize(pymes);
  onTestFinished(() => {
    setSeedSize(null);
  });
}

/** The e-mail of a demo pyme's entrepreneur. */
function emailOf(pyme: DemoPyme): string {
  return readDb().users.find((user) => user.uuid === pyme.user_uuid)?.email ?? '';
}

/** The addresses `pymes` should give: each non-empty one once, without case. */
function distinctEmails(pymes: readonly DemoPyme[]): string[] {
  const seen = new Map<string, string>();
  for (const pyme of pymes) {
    const email = emailOf(pyme).trim();
    if (email && !seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  }
  return [...seen.values()];
}

const lower = (emails: readonly string[]) => emails.map((email) => email.toLowerCase()).sort();

/** /admin/pymes as an admin, with the follow-up dialog opened and the view read. */
async function openFollowUp(url = '/admin/pymes') {
  const view = renderApp(url, { role: 'admin' });
  const button = await screen.findByRole('button', { name: 'Seguimiento por correo' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Seguimiento por correo' });
  return { ...view, button, dialog };
}

/** The dialog once the view is read (its count shows). */
async function readDialog(url?: string) {
  const opened = await openFollowUp(url);
  await within(opened.dialog).findByText(/direcci(ón|ones) de correo$/);
  return opened;
}

/** The footer's "Cerrar" (the header's × is named "Cerrar" too). */
function closeButton(dialog: HTMLElement) {
  const button = within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1);
  if (!button) throw new Error('No Cerrar');
  return button;
}

/** The group links: their names and the addresses each carries in BCC. */
function groupLinks(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('link', { name: /^Grupo \d+ de \d+/ })
    .map((link) => {
      const href = link.getAttribute('href') ?? '';
      const query = new URL(href).searchParams;
      return {
        name: link.textContent,
        href,
        bcc: (query.get('bcc') ?? '').split(/[,;]/),
        subject: query.get('subject'),
        body: query.get('body'),
        to: new URL(href).pathname,
      };
    });
}

describe('Seguimiento por correo', () => {
  it("collects every entrepreneur's e-mail of the view once, says how many pymes have none, and copies them", async () => {
    const [noEmail, first, second] = readDb().pymes;
    if (!noEmail || !first || !second) throw new Error('The seed has too few pymes');
    // One pyme without e-mail; another with the same address as a third, in capitals.
    updateDb((data) => {
      for (const user of data.users) {
        if (user.uuid === noEmail.user_uuid) user.email = '';
        if (user.uuid === second.user_uuid) user.email = emailOf(first).toUpperCase();
      }
    });
    const pymes = readDb().pymes;
    const expected = distinctEmails(pymes);
    const { dialog, user } = await readDialog();

    expect(
      within(dialog).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `${expected.length} direcciones de correo de ${pymes.length} pymes de esta vista.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 pyme no tiene correo.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '1 pyme tiene el mismo correo que otra pyme de la lista: la dirección va una vez.',
      ),
    ).toBeInTheDocument();
    // The app says it sends nothing.
    expect(within(dialog).getByText('Esta app no envía correos.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar correos' }));

    expect(
      await within(dialog).findByText(
        `Copiamos ${expected.length} direcciones, separadas por comas: pégalas en el campo CCO (copia oculta) de tu correo.`,
      ),
    ).toHaveAttribute('role', 'status');
    const copied = (await navigator.clipboard.readText()).split(', ');
    expect(lower(copied)).toEqual(lower(expected));
    expect(copied).not.toContain('');

    // Outlook for Windows' semicolons, for the copy and the links.
    await user.click(within(dialog).getByRole('radio', { name: /Punto y coma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copiar correos' }));
    await within(dialog).findByText(/separadas por punto y coma/);
    expect(lower((await navigator.clipboard.readText()).split('; '))).toEqual(lower(expected));
    for (const link of groupLinks(dialog)) expect(link.href).not.toMatch(/bcc=[^&]*,/);
  });

  it('reads only the pymes of the view: its line filter', async () => {
    const data = readDb();
    const line = data.lineAssignments[0]?.training_line_uuid ?? '';
    const ofLine = data.pymes.filter((pyme) =>
      data.lineAssignments.some(
        (assignment) =>
          assignment.pyme_uuid === pyme.uuid && assignment.training_line_uuid === line,
      ),
    );
    expect(ofLine.length).toBeGreaterThan(0);
    expect(ofLine.length).toBeLessThan(data.pymes.length);
    const { dialog } = await readDialog(`/admin/pymes?linea=${line}`);

    const links = groupLinks(dialog);
    expect(lower(links.flatMap((link) => link.bcc))).toEqual(lower(distinctEmails(ofLine)));
  });

  it('splits the addresses in groups of at most 50 and 1 800 characters, all in BCC, and the links follow the edited message', async () => {
    useSeedOf(130);
    const expected = distinctEmails(readDb().pymes);
    expect(expected.length).toBeGreaterThan(100);
    const { dialog, user } = await readDialog();

    // The suggested message: every link within the limit, the addresses all there once, To empty.
    let links = groupLinks(dialog);
    expect(links.length).toBeGreaterThan(1);
    for (const [index, link] of links.entries()) {
      expect(link.href.length).toBeLessThanOrEqual(MAX_LINK);
      expect(link.href).toMatch(/^mailto:\?bcc=/);
      expect(link.to).toBe('');
      expect(link.bcc.length).toBeLessThanOrEqual(50);
      expect(link.name).toBe(`Grupo ${index + 1} de ${links.length} (${link.bcc.length} correos)`);
      expect(link.subject).toBe('Pymes Digitales: continúa el diagnóstico digital de tu pyme');
      expect(link.body).toContain('Te escribimos del programa Pymes Digitales.');
      expect(link.body).toContain('\r\n\r\n');
      expect(link.href).toContain('%0D%0A');
    }
    expect(lower(links.flatMap((link) => link.bcc))).toEqual(lower(expected));

    // A short message: 50 a group is what limits them.
    const subject = within(dialog).getByRole('textbox', { name: 'Asunto' });
    const body = within(dialog).getByRole('textbox', { name: 'Mensaje' });
    await user.clear(subject);
    await user.type(subject, 'Año ñandú');
    await user.clear(body);

    links = groupLinks(dialog);
    expect(links.map((link) => link.name)).toEqual([
      'Grupo 1 de 3 (50 correos)',
      'Grupo 2 de 3 (50 correos)',
      `Grupo 3 de 3 (${expected.length - 100} correos)`,
    ]);
    for (const link of links) {
      expect(link.href).toContain('&subject=A%C3%B1o%20%C3%B1and%C3%BA');
      expect(link.body).toBeNull();
    }

    // A body with line breaks goes as CRLF.
    await user.type(body, 'Hola:{Enter}{Enter}Seguimos.');
    for (const link of groupLinks(dialog)) {
      expect(link.href).toMatch(/&body=Hola%3A%0D%0A%0D%0ASeguimos\.$/);
    }

    // Closing and opening again keeps the message (in this browser, for this admin).
    await user.click(closeButton(dialog));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Seguimiento por correo' }));
    const reopened = await screen.findByRole('dialog', { name: 'Seguimiento por correo' });
    expect(await within(reopened).findByRole('textbox', { name: 'Asunto' })).toHaveValue(
      'Año ñandú',
    );

    // And "Restablecer el texto sugerido" brings the suggested one back.
    await user.click(
      within(reopened).getByRole('button', { name: 'Restablecer el texto sugerido' }),
    );
    expect(within(reopened).getByRole('textbox', { name: 'Asunto' })).toHaveValue(
      'Pymes Digitales: continúa el diagnóstico digital de tu pyme',
    );
  });

  it('offers no link, and says by how much to shorten, when the message is too long for one', async () => {
    const { dialog, user } = await readDialog();
    const body = within(dialog).getByRole('textbox', { name: 'Mensaje' });
    await user.clear(body);
    // 300 × "ñ" is 1 800 characters in a link.
    await user.click(body);
    await user.paste('ñ'.repeat(300));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /demasiado largos para abrirse desde un enlace de correo: acórtalos en al menos \d+ caracteres/,
    );
    expect(within(dialog).queryByRole('link', { name: /^Grupo/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar correos' })).toBeEnabled();
  });

  it('shows the addresses selected in a box when the browser refuses the clipboard', async () => {
    const { dialog, user } = await readDialog();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copiar correos' }));

    const box = await within(dialog).findByRole('textbox', { name: 'Direcciones de correo' });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveFocus();
    const text = (box as HTMLTextAreaElement).value;
    expect(lower(text.split(', '))).toEqual(lower(distinctEmails(readDb().pymes)));
    expect((box as HTMLTextAreaElement).selectionStart).toBe(0);
    expect((box as HTMLTextAreaElement).selectionEnd).toBe(text.length);
    expect(within(dialog).getByText(/El navegador no nos dejó copiar/)).toBeInTheDocument();
  });

  it('counts the pymes as it reads, and Cancelar stops the read', async () => {
    useSeedOf(250);
    const total = readDb().pymes.length;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    onTestFinished(release);
    server.use(
      http.get(listUrl, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('limit') === String(granted) && query.get('offset') !== '0') await released;
      }),
    );
    const { dialog, user } = await openFollowUp();

    const progress = await within(dialog).findByText(`Leyendo… ${granted} de ${total} pymes`);
    expect(progress).toHaveAttribute('role', 'status');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(
      await within(dialog).findByText('Lectura cancelada: no hay direcciones.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /^Grupo/ })).not.toBeInTheDocument();
    // Cancelar is gone: the focus goes to the button that reads again.
    const again = within(dialog).getByRole('button', { name: 'Volver a leer' });
    expect(again).toHaveFocus();

    release();
    await user.click(again);
    // Read whole this time: the focus goes to the count.
    const count = await within(dialog).findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent.endsWith(`direcciones de correo de ${total} pymes de esta vista.`),
    );
    expect(count).toHaveFocus();
  });

  it('says it could not read the view, and reads it again on Reintentar', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    server.use(
      http.get(listUrl, ({ request }) => {
        if (failing && new URL(request.url).searchParams.get('limit') === String(granted)) {
          return HttpResponse.json({ detail: 'boom' }, { status: 500 });
        }
        return undefined;
      }),
    );
    const { dialog, user } = await openFollowUp();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos leer las pymes de esta vista.',
    );
    expect(consoleError).toHaveBeenCalledWith(
      'No pudimos leer las pymes para el seguimiento',
      expect.objectContaining({ status: 500 }),
    );
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));

    expect(await within(dialog).findByText(/direcciones de correo$/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: /^Grupo/ }).length).toBeGreaterThan(0);
  });

  it('says the count is of the pymes read, and why, when the read stopped short', async () => {
    useSeedOf(250);
    const total = readDb().pymes.length;
    server.use(
      http.get(listUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('limit') === String(granted) && query.get('offset') === String(granted)) {
          // The second page comes back empty, though the list has more.
          return HttpResponse.json({ count: total, next: null, previous: null, results: [] });
        }
        return undefined;
      }),
    );
    const { dialog } = await openFollowUp();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Leímos ${granted} de ${total} pymes de esta vista: el servidor terminó la lista antes de entregar todas las pymes que anunció. Las direcciones de las demás no están aquí.`,
    );
    expect(
      within(dialog).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          /^\d+ direcciones de correo de \d+ pymes leídas \(de \d+ pymes de esta vista\)\.$/.test(
            element.textContent,
          ) &&
          element.textContent.includes(`de ${granted} pymes leídas (de ${total} pymes`),
      ),
    ).toBeInTheDocument();
  });

  it('is a labelled dialog that keeps the focus and gives it back to its button', async () => {
    const { dialog, user, button } = await readDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Tab after the last control comes back to the first one of the dialog, the header's ×.
    closeButton(dialog).focus();
    await user.tab();
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
  });
});
