import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { useSlot, type FormHiddenFields } from '@/lib/slots';
import { useAppDispatch } from '@/lib/store-hooks';
import { diagnosticsApi } from '../diagnostics-api';
import type { DashboardPageState } from '../navigation-state';

/** The Typeform embed, loaded with the page that shows it. */
const TypeformWidget = lazyNamed(() => import('../form-widget/typeform-widget'), 'TypeformWidget');

/**
 * What /dashboard puts in the navigation state when it opens a diagnostic
 * (spec §2): the form and the hidden field for it (the user's uuid, or the
 * backend's `response_token` where it issues them).
 */
export interface FormPageState {
  formId: string;
  hidden: FormHiddenFields;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isFormPageState(value: unknown): value is FormPageState {
  if (typeof value !== 'object' || value === null) return false;
  const { formId, hidden } = value as Record<string, unknown>;
  if (!nonEmpty(formId) || typeof hidden !== 'object' || hidden === null) return false;
  const fields = hidden as Record<string, unknown>;
  const keys = Object.keys(fields);
  return (
    keys.length === 1 &&
    (keys[0] === 'user_id' || keys[0] === 'response_token') &&
    nonEmpty(fields[keys[0]])
  );
}

/** `/form`: the embedded diagnostic; back to /dashboard once it is submitted. */
export function FormPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Demo builds and tests hand in a stand-in that posts to the demo backend's webhook.
  const formWidget = useSlot('formWidget');

  if (!isFormPageState(state)) return <Navigate to={paths.dashboard} replace />;

  const submitted = () => {
    dispatch(diagnosticsApi.util.invalidateTags([{ type: 'AvailableEvaluation', id: 'LIST' }]));
    const next: DashboardPageState = { submittedFormId: state.formId };
    void navigate(paths.dashboard, { state: next });
  };

  return (
    <div className="container-lg py-4">
      <Link to={paths.dashboard} className="d-inline-block mb-3">
        ← Volver a mis diagnósticos
      </Link>
      <h1 className="h3 mb-3">Diagnóstico</h1>
      <Suspense fallback={<LoadingState label="Cargando el formulario…" />}>
        {formWidget ? (
          formWidget({
            formId: state.formId,
            hidden: state.hidden,
            onSubmitted: submitted,
          })
        ) : (
          <TypeformWidget formId={state.formId} hidden={state.hidden} onSubmitted={submitted} />
        )}
      </Suspense>
    </div>
  );
}
