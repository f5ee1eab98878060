import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { useSlot } from '@/lib/slots';
import { useAppDispatch } from '@/lib/store-hooks';
import { diagnosticsApi } from '../diagnostics-api';
import type { DashboardPageState } from '../navigation-state';

/** The Typeform embed, loaded with the page that shows it. */
const TypeformWidget = lazy(() =>
  import('../form-widget/typeform-widget').then((module) => ({ default: module.TypeformWidget })),
);

/**
 * What /dashboard puts in the navigation state when it opens a diagnostic
 * (spec §2): the form and the backend's `response_token` for it. The spec's
 * user uuid is not passed: the webhook takes the user from the token only.
 */
export interface FormPageState {
  formId: string;
  responseToken: string;
}

function isFormPageState(value: unknown): value is FormPageState {
  if (typeof value !== 'object' || value === null) return false;
  const { formId, responseToken } = value as Record<string, unknown>;
  return (
    typeof formId === 'string' &&
    formId !== '' &&
    typeof responseToken === 'string' &&
    responseToken !== ''
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
    dispatch(diagnosticsApi.util.invalidateTags(['AvailableEvaluations']));
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
            responseToken: state.responseToken,
            onSubmitted: submitted,
          })
        ) : (
          <TypeformWidget
            formId={state.formId}
            responseToken={state.responseToken}
            onSubmitted={submitted}
          />
        )}
      </Suspense>
    </div>
  );
}
