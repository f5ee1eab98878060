import { useId, useState, type SyntheticEvent } from 'react';
import { Alert, FormGroup, Input, Label } from 'reactstrap';
import { publicClient } from '@/api/http-clients';
import { SubmitButton } from '@/components/submit-button';
import { SIGNATURE_HEADER, typeformSignature } from './webhook-signing';

interface Question {
  id: string;
  title: string;
  choices: string[];
}

const questionsByForm: Record<string, Question[]> = {
  'etapa-1': [
    {
      id: 'q1',
      title: '¿Cuántas personas trabajan en tu negocio?',
      choices: ['Solo yo', '2 a 5', '6 a 10', 'Más de 10'],
    },
    {
      id: 'q2',
      title: '¿Tu negocio tiene presencia en internet?',
      choices: ['Todavía no', 'Solo redes sociales', 'Sitio web', 'Tienda en línea'],
    },
    {
      id: 'q3',
      title: '¿Cómo registras tus ventas?',
      choices: ['En un cuaderno', 'En una planilla', 'Con un sistema o aplicación'],
    },
  ],
  'etapa-2': [
    {
      id: 'q1',
      title: '¿Por dónde te contactan tus clientes?',
      choices: ['En persona', 'WhatsApp', 'Redes sociales', 'Correo o sitio web'],
    },
    {
      id: 'q2',
      title: '¿Qué medios de pago aceptas?',
      choices: ['Solo efectivo', 'Efectivo y transferencia', 'También tarjetas', 'Pago en línea'],
    },
    { id: 'q3', title: '¿Usas publicidad pagada en redes sociales?', choices: ['Sí', 'No'] },
  ],
  'etapa-3': [
    {
      id: 'q1',
      title: '¿Emites boletas o facturas electrónicas?',
      choices: ['Sí', 'No', 'A veces'],
    },
    {
      id: 'q2',
      title: '¿Dónde guardas los documentos de tu negocio?',
      choices: ['En papel', 'En mi computador', 'En la nube'],
    },
    {
      id: 'q3',
      title: '¿Qué tarea te gustaría automatizar primero?',
      choices: ['Ventas', 'Inventario', 'Atención a clientes', 'Contabilidad'],
    },
  ],
};

const fallbackQuestions = questionsByForm['etapa-1'] ?? [];

/**
 * What the stand-in gets: the provider's form id, the hidden fields the form
 * hands back to the webhook (`{response_token}` with the full API, `{user_id}`
 * with the spec's, src/mocks/readings.ts) and what to do once submitted.
 * Declared here rather than taken from src/lib/slots.tsx: the app's
 * `FormWidgetProps` (whose `hidden` is one of those two) must fit it.
 */
export interface StandInFormWidgetProps {
  formId: string;
  hidden: Record<string, string>;
  onSubmitted: () => void;
}

/** The hidden fields as the line under the form shows them: `user_id = …, …`. */
function describeHidden(hidden: Record<string, string>): string {
  const fields = Object.entries(hidden);
  if (fields.length === 0) return 'ninguno';
  return fields.map(([name, value]) => `${name} = ${value}`).join(', ');
}

/**
 * The demo's stand-in for Typeform: asks a few real questions and, on submit,
 * posts them to the backend's webhook endpoint as Typeform would: the
 * `form_response` payload with `hidden` as its hidden fields, exactly as given,
 * signed with the (demo) webhook secret in the `Typeform-Signature` header.
 * It shows the hidden fields it will send ("Campos ocultos: …"), so that a
 * test can read what the app handed it.
 */
export function StandInFormWidget({ formId, hidden, onSubmitted }: StandInFormWidgetProps) {
  const questions = questionsByForm[formId] ?? fallbackQuestions;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const baseId = useId();
  const complete = questions.every((question) => answers[question.id]);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      const body = JSON.stringify({
        event_type: 'form_response',
        form_response: {
          form_id: formId,
          submitted_at: new Date().toISOString(),
          hidden,
          definition: {
            fields: questions.map((question) => ({
              id: question.id,
              title: question.title,
              type: 'multiple_choice',
            })),
          },
          answers: questions.map((question) => ({
            type: 'choice',
            choice: { label: answers[question.id] ?? '' },
            field: { id: question.id, type: 'multiple_choice' },
          })),
        },
      });
      // The signature covers these exact bytes: axios must send the text as it is.
      await publicClient.post('api/evaluations/evaluated-result/', body, {
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: await typeformSignature(body),
        },
        transformRequest: [(data: unknown) => data],
      });
      onSubmitted();
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="border rounded p-3 p-sm-4 bg-body-tertiary"
      aria-label="Formulario de diagnóstico"
    >
      <p className="small text-body-secondary">
        Formulario de demostración: en la plataforma real aquí aparece el formulario de Typeform.
      </p>
      <p className="small text-body-secondary text-break">
        Campos ocultos: {describeHidden(hidden)}
      </p>
      {questions.map((question, index) => (
        <fieldset key={question.id} className="mb-4">
          <legend className="h6">
            {index + 1}. {question.title}
          </legend>
          {question.choices.map((choice) => {
            const id = `${baseId}-${question.id}-${choice}`;
            return (
              <FormGroup check key={choice}>
                <Input
                  id={id}
                  type="radio"
                  name={question.id}
                  value={choice}
                  checked={answers[question.id] === choice}
                  onChange={() => {
                    setAnswers((current) => ({ ...current, [question.id]: choice }));
                  }}
                />
                <Label check for={id}>
                  {choice}
                </Label>
              </FormGroup>
            );
          })}
        </fieldset>
      ))}
      {failed && (
        <Alert color="danger" role="alert">
          No pudimos enviar tus respuestas. Vuelve a intentarlo.
        </Alert>
      )}
      <SubmitButton busy={sending} busyLabel="Enviando respuestas…" disabled={!complete}>
        Enviar respuestas
      </SubmitButton>
      {!complete && (
        <p className="small text-body-secondary mt-2 mb-0">
          Responde todas las preguntas para enviar.
        </p>
      )}
    </form>
  );
}
