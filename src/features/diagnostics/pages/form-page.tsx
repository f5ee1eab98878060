import { Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { selectProfile } from '@/api/session-slice';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { useSlot, type FormHiddenFields } from '@/lib/slots';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import {
  diagnosticsApi,
  startOf,
  useGetAvailableEvaluationsQuery,
  type StartRefusal,
} from '../diagnostics-api';
import { EvaluationsLoadFailed } from '../components/evaluations-load-failed';
import { FORM_ID_PARAM, type DashboardPageState } from '../navigation-state';

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

/** What /dashboard says when /form could not open what it was asked for. */
const formNotices: Record<StartRefusal | 'none', string> = {
  none: 'Elige en esta lista el diagnóstico que quieres responder.',
  done: 'Ese diagnóstico ya está respondido. Sigue con el siguiente de la lista.',
  unavailable:
    'Ese diagnóstico no está disponible ahora. Responde los diagnósticos en el orden de esta lista.',
};

function BackToDashboard({ notice }: { notice: StartRefusal | 'none' }) {
  const state: DashboardPageState = { formNotice: formNotices[notice] };
  return <Navigate to={paths.dashboard} replace state={state} />;
}

/**
 * `/form`: the embedded diagnostic; back to /dashboard once it is submitted.
 * Opened from the dashboard it has the navigation state of spec §2. Opened
 * from its address alone (a reload in a browser that lost the state, a shared
 * link: issue 28) it finds the diagnostic the address names in the user's
 * list and opens it when the dashboard would; otherwise it goes back to the
 * dashboard, which says why.
 */
export function FormPage() {
  const state: unknown = useLocation().state;
  const [searchParams] = useSearchParams();
  if (isFormPageState(state)) return <FormView formId={state.formId} hidden={state.hidden} />;
  const formId = searchParams.get(FORM_ID_PARAM);
  if (!formId) return <BackToDashboard notice="none" />;
  return <FormFromAddress formId={formId} />;
}

function FormFromAddress({ formId }: { formId: string }) {
  const profile = useAppSelector(selectProfile);
  const { data: evaluations, isError, refetch } = useGetAvailableEvaluationsQuery(undefined);

  if (isError) {
    return (
      <FormFrame>
        <EvaluationsLoadFailed onRetry={() => void refetch()} />
      </FormFrame>
    );
  }
  if (!evaluations) {
    return (
      <FormFrame>
        <LoadingState label="Cargando tu diagnóstico…" />
      </FormFrame>
    );
  }
  const start = startOf(formId, evaluations, profile?.user.uuid);
  if ('refused' in start) return <BackToDashboard notice={start.refused} />;
  return <FormView formId={formId} hidden={start.hidden} />;
}

function FormFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="container-lg py-4">
      <Link to={paths.dashboard} className="d-inline-block mb-3">
        ← Volver a mis diagnósticos
      </Link>
      <h1 className="h3 mb-3">Diagnóstico</h1>
      {children}
    </div>
  );
}

function FormView({ formId, hidden }: FormPageState) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Demo builds and tests hand in a stand-in that posts to the demo backend's webhook.
  const formWidget = useSlot('formWidget');

  const submitted = () => {
    dispatch(diagnosticsApi.util.invalidateTags([{ type: 'AvailableEvaluation', id: 'LIST' }]));
    const next: DashboardPageState = { submittedFormId: formId };
    void navigate(paths.dashboard, { state: next });
  };

  return (
    <FormFrame>
      <Suspense fallback={<LoadingState label="Cargando el formulario…" />}>
        {formWidget ? (
          formWidget({ formId, hidden, onSubmitted: submitted })
        ) : (
          <TypeformWidget formId={formId} hidden={hidden} onSubmitted={submitted} />
        )}
      </Suspense>
    </FormFrame>
  );
}
