import { Suspense, useCallback, useEffect, useState } from 'react';
import { preconnect } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectAccessRole, selectProfile } from '@/api/session-slice';
import { useSlot } from '@/lib/slots';
import { lazyNamed } from '@/lib/lazy-named';
import { whenPageIdle } from '@/lib/when-page-idle';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { EvaluationList, EvaluationListSkeleton } from '../components/evaluation-list';
import { EvaluationsLoadFailed } from '../components/evaluations-load-failed';
import { TYPEFORM_ORIGIN } from '../form-widget/typeform-origin';
import type { AvailableEvaluation } from '@/api/edge/diagnostics';
import {
  hiddenFieldsFor,
  useGetAvailableEvaluationsQuery,
  useGetRecommendationQuery,
} from '../diagnostics-api';
import {
  RECOMMENDATION_CLEAR_DELAY_MS,
  recommendationCleared,
  selectRecommendationCleared,
  shouldRecommend,
} from '../diagnostics-slice';
import {
  formNoticeOf,
  formPagePath,
  SUBMISSION_POLL_INTERVAL_MS,
  SUBMISSION_POLL_LIMIT_MS,
  submittedFormIdOf,
} from '../navigation-state';
import type { FormPageState } from './form-page';

/**
 * The recommendation's dialog (reactstrap's modal, about 5 kB of gzip) is not
 * in the page's first load (issue 39): most visits never show it. Its code is
 * asked for as soon as the list says it is due, alongside the recommendation.
 */
const loadRecommendationModal = () => import('../components/recommendation-modal');
const RecommendationModal = lazyNamed(loadRecommendationModal, 'RecommendationModal');

/**
 * After a submit, the list may not show the form as done until the provider's
 * webhook reaches the backend: while it does not, a second subscription to the
 * same list polls it every 2 s, for at most 30 s.
 */
function useAwaitSubmittedForm(evaluations: readonly AvailableEvaluation[] | undefined) {
  const submittedFormId = submittedFormIdOf(useLocation().state);
  const [timedOut, setTimedOut] = useState(false);
  const submitted = evaluations?.find((evaluation) => evaluation.form_id === submittedFormId);
  const pending = submitted !== undefined && !submitted.is_done;
  const waiting = pending && !timedOut;

  useGetAvailableEvaluationsQuery(undefined, {
    skip: !waiting,
    pollingInterval: SUBMISSION_POLL_INTERVAL_MS,
  });

  useEffect(() => {
    if (submittedFormId === undefined) return;
    const limit = setTimeout(() => {
      setTimedOut(true);
    }, SUBMISSION_POLL_LIMIT_MS);
    return () => {
      clearTimeout(limit);
    };
  }, [submittedFormId]);

  return { submittedFormId, waiting, gaveUp: pending && timedOut };
}

/**
 * When a diagnostic can be started, the next click opens /form: its code and,
 * for the real form, the provider's embed and a connection to its origin are
 * made ready, so /form shows the form without a second wait (issue 28). Not in
 * competition with the page itself (issue 39): once the page has loaded and
 * the main thread is idle, or as soon as the user points at or focuses
 * "Comenzar", whichever comes first. The demo's stand-in form needs no
 * connection. Returns the warm-up, for the button's hover and focus.
 */
function useReadyToStart(canStart: boolean): () => void {
  const standInForm = useSlot('formWidget') !== undefined;
  const warmUp = useCallback(() => {
    const ignore = () => undefined;
    import('./form-page').catch(ignore);
    if (standInForm) return;
    preconnect(TYPEFORM_ORIGIN);
    import('../form-widget/typeform-widget').catch(ignore);
  }, [standInForm]);
  useEffect(() => {
    if (!canStart) return;
    return whenPageIdle(warmUp);
  }, [canStart, warmUp]);
  return warmUp;
}

const loadingLabel = 'Cargando tus diagnósticos…';

/**
 * `/dashboard` "Diagnóstico inicial": the user's diagnostics and the
 * recommendation. Its heading, introduction and the list's skeleton are its
 * frame: drawn at once, also while a stored session's profile is on its way
 * (issue 46); the diagnostics and every control wait for the profile.
 */
export function DashboardPage() {
  // While the role is 'pending' this is the frame of a stored session (issue 46).
  const roleKnown = useAppSelector(selectAccessRole) !== 'pending';
  return (
    <div className="container-lg py-4">
      <h1 className="h2">Diagnóstico inicial</h1>
      <p className="text-body-secondary">
        Responde los diagnósticos en orden. Cada uno toma pocos minutos y nos ayuda a conocer tu
        pyme para recomendarte la formación que más te sirve.
      </p>
      {roleKnown ? <DashboardContent /> : <EvaluationListSkeleton label={loadingLabel} />}
    </div>
  );
}

/** What the page shows under its introduction once the profile has answered. */
function DashboardContent() {
  const navigate = useNavigate();
  const formNotice = formNoticeOf(useLocation().state);
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const cleared = useAppSelector(selectRecommendationCleared);
  const {
    data: evaluations,
    isLoading,
    isError,
    refetch,
  } = useGetAvailableEvaluationsQuery(undefined);
  const [closing, setClosing] = useState(false);
  const submission = useAwaitSubmittedForm(evaluations);

  const doneCount = evaluations?.filter((evaluation) => evaluation.is_done).length ?? 0;
  const recommend =
    evaluations !== undefined &&
    !cleared &&
    shouldRecommend(evaluations, Boolean(profile?.pyme?.formation_line));
  const { data: recommendation } = useGetRecommendationQuery(undefined, { skip: !recommend });
  useEffect(() => {
    if (recommend) loadRecommendationModal().catch(() => undefined);
  }, [recommend]);

  const hiddenOf = (evaluation: AvailableEvaluation) =>
    hiddenFieldsFor(evaluation, evaluations ?? [], profile?.user.uuid);
  const nextToStart = evaluations?.find((evaluation) => !evaluation.is_done);
  const canStartOne = nextToStart !== undefined && hiddenOf(nextToStart) !== null;
  const warmUpStart = useReadyToStart(canStartOne);
  const start = (evaluation: AvailableEvaluation) => {
    const hidden = hiddenOf(evaluation);
    if (!hidden) return;
    const state: FormPageState = { formId: evaluation.form_id, hidden };
    void navigate(formPagePath(evaluation.form_id), { state });
  };

  const closeRecommendation = () => {
    setClosing(true);
    setTimeout(() => {
      dispatch(recommendationCleared());
    }, RECOMMENDATION_CLEAR_DELAY_MS);
  };

  return (
    <>
      {formNotice && (
        <p role="status" className="alert alert-info">
          {formNotice}
        </p>
      )}
      {submission.submittedFormId !== undefined && (
        // A live region (not reactstrap's Alert, whose role is always "alert").
        <div role="status" className="mb-3">
          {submission.waiting && (
            <p className="alert alert-info mb-0">Estamos registrando tus respuestas…</p>
          )}
          {submission.gaveUp && (
            <p className="alert alert-warning mb-0">
              Tus respuestas aún no aparecen como registradas. Vuelve a revisar en unos minutos.
            </p>
          )}
        </div>
      )}
      {isLoading && <EvaluationListSkeleton label={loadingLabel} />}
      {isError && <EvaluationsLoadFailed onRetry={() => void refetch()} />}
      {evaluations && evaluations.length === 0 && (
        <p className="text-body-secondary">Aún no hay diagnósticos disponibles. Vuelve pronto.</p>
      )}
      {evaluations && evaluations.length > 0 && (
        <>
          <div className="mb-4">
            <p className="mb-1 fw-semibold" id="evaluations-progress">
              {doneCount} de {evaluations.length} diagnósticos completados
            </p>
            <div
              className="progress"
              role="progressbar"
              aria-labelledby="evaluations-progress"
              aria-valuenow={doneCount}
              aria-valuemin={0}
              aria-valuemax={evaluations.length}
              style={{ height: '0.6rem' }}
            >
              <div
                className="progress-bar bg-success"
                style={{ width: `${String((doneCount / evaluations.length) * 100)}%` }}
              />
            </div>
          </div>
          <EvaluationList
            evaluations={evaluations}
            onStart={start}
            onIntent={warmUpStart}
            canStart={(evaluation) => hiddenOf(evaluation) !== null}
            registeringFormId={submission.waiting ? submission.submittedFormId : undefined}
          />
        </>
      )}
      {recommend && recommendation && (
        <Suspense fallback={null}>
          <RecommendationModal
            recommendation={recommendation}
            isOpen={!closing}
            onClose={closeRecommendation}
          />
        </Suspense>
      )}
    </>
  );
}
