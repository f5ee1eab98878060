import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Widget } from '@typeform/embed-react';
import { TypeformWidget } from '@/features/diagnostics/form-widget/typeform-widget';

type WidgetProps = ComponentProps<typeof Widget>;

/** What the wrapper handed to Typeform's embed, render by render. */
const received: WidgetProps[] = [];

// Typeform's embed loads a remote form in an iframe: a stand-in with a
// submit button records the props and plays Typeform's onSubmit.
vi.mock('@typeform/embed-react', () => ({
  Widget: (props: WidgetProps) => {
    received.push(props);
    return (
      <button
        type="button"
        onClick={() => props.onSubmit?.({ formId: props.id, responseId: 'respuesta-1' })}
      >
        Enviar en Typeform
      </button>
    );
  },
}));

describe('TypeformWidget', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('embeds the form by its id with the backend’s token as the only hidden field, response_token', () => {
    render(
      <TypeformWidget
        formId="etapa-1"
        hidden={{ response_token: 'user-123.firma' }}
        onSubmitted={() => undefined}
      />,
    );
    const props = received.at(-1);
    expect(props?.id).toBe('etapa-1');
    expect(props?.hidden).toEqual({ response_token: 'user-123.firma' });
  });

  it('embeds the form with the user’s uuid as the hidden field user_id (spec §2) when the backend issues no token', () => {
    render(
      <TypeformWidget
        formId="etapa-1"
        hidden={{ user_id: 'user-123' }}
        onSubmitted={() => undefined}
      />,
    );
    expect(received.at(-1)?.hidden).toEqual({ user_id: 'user-123' });
  });

  it('calls onSubmitted once Typeform says the form was submitted', async () => {
    const onSubmitted = vi.fn();
    render(
      <TypeformWidget
        formId="etapa-2"
        hidden={{ response_token: 'user-123.firma' }}
        onSubmitted={onSubmitted}
      />,
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar en Typeform' }));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });
});
