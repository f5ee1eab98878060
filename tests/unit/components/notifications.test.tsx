import { act, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotify, type Notice } from '@/components/notifications';
import { startFakeTimers } from '@tests/testing/fake-timers';

// Success notices go after 6 s: fake timers, so that the tests do not wait.

/** A screen that saves: each button shows one notice. */
function SaveButtons({ notices }: { notices: Record<string, Notice> }) {
  const notify = useNotify();
  return (
    <>
      {Object.entries(notices).map(([label, notice]) => (
        <button
          key={label}
          type="button"
          onClick={() => {
            notify(notice);
          }}
        >
          {label}
        </button>
      ))}
    </>
  );
}

const saved: Notice = { tone: 'success', text: 'Pyme eliminada.' };
const failed: Notice = { tone: 'danger', text: 'No pudimos eliminar la pyme.' };

function showApp() {
  const user = startFakeTimers();
  const { container } = render(
    <NotificationsProvider>
      <SaveButtons
        notices={{
          Guardar: saved,
          'Guardar mal': failed,
          Uno: { tone: 'success', text: 'Aviso 1' },
          Dos: { tone: 'success', text: 'Aviso 2' },
          Tres: { tone: 'success', text: 'Aviso 3' },
          Cuatro: { tone: 'success', text: 'Aviso 4' },
        }}
      />
    </NotificationsProvider>,
  );
  // The live region is there before any notice, so that insertions are announced.
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('The notices have no live region.');
  return { user, region };
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('notifications', () => {
  it('have a polite live region, empty until something happens', () => {
    const { region } = showApp();
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-atomic', 'false');
  });

  it('show a success message in the live region and take it away after 6 s', async () => {
    const { user, region } = showApp();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(region).getByText('Pyme eliminada.')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();

    await wait(5900);
    expect(within(region).getByText('Pyme eliminada.')).toBeInTheDocument();
    await wait(100);
    expect(within(region).queryByText('Pyme eliminada.')).not.toBeInTheDocument();
  });

  it('keep an error, as an alert, until it is closed', async () => {
    const { user, region } = showApp();
    await user.click(screen.getByRole('button', { name: 'Guardar mal' }));
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos eliminar la pyme.');

    await wait(60_000);
    expect(alert).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Cerrar aviso' }));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });

  it('close a success message with its button too', async () => {
    const { user, region } = showApp();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(region).getByRole('button', { name: 'Cerrar aviso' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('keep a success message while the focus is in it', async () => {
    const { user, region } = showApp();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    within(region).getByRole('button', { name: 'Cerrar aviso' }).focus();
    await wait(10_000);
    expect(within(region).getByText('Pyme eliminada.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar mal' }));
    await wait(6000);
    expect(within(region).queryByText('Pyme eliminada.')).not.toBeInTheDocument();
  });

  it('show at most three, dropping the oldest', async () => {
    const { user, region } = showApp();
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(within(region).getAllByRole('button', { name: 'Cerrar aviso' })).toHaveLength(3);
    expect(within(region).queryByText('Aviso 1')).not.toBeInTheDocument();
    expect(within(region).getByText('Aviso 4')).toBeInTheDocument();
  });

  it('need the provider: useNotify alone says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNotify())).toThrow(/NotificationsProvider/);
  });
});
