import { isNotFound } from '@/api/api-error';
import { isUuid } from '@/api/api-path';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadingState } from '@/components/loading-state';
import {
  backToPymes,
  completedOn,
  PymeBackLink,
  PymeContext,
  PymeProblem,
  useUuidsInAddress,
} from './pyme-page-parts';
import {
  useGetEvaluationAnswersQuery,
  useGetPymeQuery,
  useGetReadyEvaluationsQuery,
} from './pyme-record-api';
import type { EvaluationAnswers } from '@/api/edge/diagnostics';
import { answerLink, answerTargetOf, evaluationsLink } from '../pymes-links';

type Answer = EvaluationAnswers['answers'][number];

const columns: DataTableColumn<Answer>[] = [
  {
    key: 'question',
    header: 'Pregunta',
    rowHeader: true,
    className: 'pyme-answer-question',
    cell: (answer) => answer.question.question_name,
  },
  {
    key: 'answer',
    header: 'Respuesta',
    cell: (answer) => answer.answer_text,
  },
];

/**
 * `/admin/answer` (spec §2): one diagnostic's answers, with the date and hour
 * it was completed. The pyme and the diagnostic come in the navigation state
 * or in `?pyme=&diagnostico=`, and are kept in the address.
 */
export function PymeAnswersPage() {
  const location = useLocation();
  const [query] = useSearchParams();
  const target = answerTargetOf(location.state, query);
  useUuidsInAddress(
    target ? answerLink(target.pyme_uuid, target.evaluation_uuid) : null,
    target !== null &&
      query.get('pyme') === target.pyme_uuid &&
      query.get('diagnostico') === target.evaluation_uuid,
  );

  // An id that cannot be a uuid names nothing: not found, without asking.
  const pymeAskable = isUuid(target?.pyme_uuid);
  const answersAskable = pymeAskable && isUuid(target.evaluation_uuid);
  const pyme = useGetPymeQuery(target?.pyme_uuid ?? '', { skip: !pymeAskable });
  const evaluations = useGetReadyEvaluationsQuery(target?.pyme_uuid ?? '', {
    skip: !pymeAskable,
  });
  const answers = useGetEvaluationAnswersQuery(target ?? { pyme_uuid: '', evaluation_uuid: '' }, {
    skip: !answersAskable,
  });
  const pymeNotFound = !pymeAskable || isNotFound(pyme.error);
  const answersNotFound = !answersAskable || isNotFound(answers.error);
  const answersFailed = answers.isError && !isNotFound(answers.error);

  const evaluationName = evaluations.data?.find(
    (evaluation) => evaluation.uuid === target?.evaluation_uuid,
  )?.name;
  const back = target ? evaluationsLink(target.pyme_uuid) : null;
  const backToEvaluations = back && { ...back, label: 'Ver los diagnósticos de la pyme' };

  let content;
  if (!target || !backToEvaluations) {
    content = (
      <PymeProblem back={backToPymes}>
        No sabemos de qué pyme y diagnóstico mostrar las respuestas. Elige una pyme en la lista.
      </PymeProblem>
    );
  } else if (pymeNotFound) {
    content = <PymeProblem back={backToPymes}>No encontramos esta pyme.</PymeProblem>;
  } else if (answersNotFound && pyme.isLoading) {
    // Not answered, or no such pyme: the pyme's own answer tells which.
    content = <LoadingState label="Cargando las respuestas…" />;
  } else if (answersNotFound) {
    content = (
      <PymeProblem back={backToEvaluations}>
        Esta pyme aún no responde este diagnóstico.
      </PymeProblem>
    );
  } else if (answersFailed) {
    // The pyme's own failure, if any, is retried with them (one alert, one Reintentar).
    const retry = () => {
      if (pyme.isError) void pyme.refetch();
      void answers.refetch();
    };
    content = <PymeProblem onRetry={retry}>No pudimos cargar las respuestas.</PymeProblem>;
  } else if (!answers.data) {
    content = <LoadingState label="Cargando las respuestas…" />;
  } else {
    content = (
      <>
        <p className="text-body-secondary">{completedOn(answers.data.created)}</p>
        <DataTable
          caption={evaluationName ?? 'Respuestas del diagnóstico'}
          columns={columns}
          rows={answers.data.answers}
          rowKey={(answer) => answer.question.question_name}
          emptyMessage="Este diagnóstico no tiene respuestas registradas."
        />
      </>
    );
  }

  return (
    <div className="pyme-subpage">
      {back ? (
        <PymeBackLink {...back}>Volver a los diagnósticos</PymeBackLink>
      ) : (
        <PymeBackLink to={backToPymes.to}>Volver a pymes</PymeBackLink>
      )}
      {!pymeNotFound && !(answersFailed && pyme.isError) && <PymeContext lookup={pyme} />}
      <h1 className="h2 mb-1">Respuestas</h1>
      {content}
    </div>
  );
}
