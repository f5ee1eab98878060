import '@typeform/embed/build/css/widget.css';
import { Widget } from '@typeform/embed-react';
import type { FormWidgetProps } from '@/lib/slots';

/**
 * The real diagnostic form: Typeform's official React embed. Typeform sends
 * the answers to the backend through its signed webhook, with the hidden field
 * that says whose they are (the user's uuid, or the backend's response token);
 * the app only learns that the form was submitted.
 */
export function TypeformWidget({ formId, hidden, onSubmitted }: FormWidgetProps) {
  return (
    <Widget
      id={formId}
      hidden={hidden}
      onSubmit={onSubmitted}
      className="typeform-widget"
      style={{ width: '100%', height: '70vh', minHeight: '32rem' }}
      // The frame's accessible name (axe's frame-title; the embed sets none).
      iframeProps={{ title: 'Formulario de diagnóstico' }}
      inlineOnMobile
    />
  );
}
