import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WizardSteps } from '@/components/wizard/wizard-steps';

const steps = ['Datos generales', 'Proveedor y contenido', 'Ponderaciones'];

/** A wizard whose indicators go to their step; step 3 opens only once step 2 was seen. */
function ClickableWizard() {
  const [current, setCurrent] = useState(1);
  const [furthest, setFurthest] = useState(1);
  const go = (step: number) => {
    setCurrent(step);
    setFurthest((value) => Math.max(value, step));
  };
  return (
    <>
      <WizardSteps
        steps={steps}
        current={current}
        label="Pasos de la línea de formación"
        onSelect={go}
        canSelect={(step) => step <= furthest + 1}
      />
      <button
        type="button"
        onClick={() => {
          go(current + 1);
        }}
      >
        Siguiente
      </button>
    </>
  );
}

describe('WizardSteps', () => {
  it('shows the steps as data, the current one marked, the done ones said so', () => {
    render(<WizardSteps steps={steps} current={2} label="Pasos" />);
    const nav = screen.getByRole('navigation', { name: 'Pasos' });
    expect(within(nav).getByText('Paso 2 de 3')).toBeInTheDocument();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1. Datos generales (completado)',
      '2. Proveedor y contenido',
      '3. Ponderaciones',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
  });

  it('with onSelect the indicators are buttons that go to their step, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(<ClickableWizard />);
    const nav = screen.getByRole('navigation', { name: 'Pasos de la línea de formación' });
    expect(within(nav).getByRole('button', { name: '3. Ponderaciones' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: '2. Proveedor y contenido' }));
    expect(within(nav).getByText('Paso 2 de 3')).toHaveFocus();

    const third = within(nav).getByRole('button', { name: '3. Ponderaciones' });
    expect(third).toBeEnabled();
    third.focus();
    await user.keyboard('{Enter}');
    expect(within(nav).getByText('Paso 3 de 3')).toHaveFocus();

    await user.click(within(nav).getByRole('button', { name: /^1\. Datos generales/ }));
    expect(within(nav).getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });

  it('moves the focus to "Paso N de M" when another button changes the step', async () => {
    const user = userEvent.setup();
    render(<ClickableWizard />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Paso 2 de 3')).toHaveFocus();
  });
});
