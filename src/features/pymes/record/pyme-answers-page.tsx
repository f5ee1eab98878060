import { isNotFound } from '@/api/api-error';
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
import type { EvaluationAnswers } from '../pymes-api';
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

  const skip = { skip: !target };
  const pyme = useGetPymeQuery(target?.pyme_uuid ?? '', skip);
  const evaluations = useGetReadyEvaluationsQuery(target?.pyme_uuid ?? '', skip);
  const answers = useGetEvaluationAnswersQuery(
    target ?? { pyme_uuid: '', evaluation_uuid: '' },
    skip,
  );

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
  } else if (isNotFound(pyme.error)) {
    content = <PymeProblem back={backToPymes}>No encontramos esta pyme.</PymeProblem>;
  } else if (isNotFound(answers.error) && pyme.isLoading) {
    // Not answered, or no such pyme: the pyme's own answer tells which.
    content = <LoadingState label="Cargando las respuestas…" />;
  } else if (isNotFound(answers.error)) {
    content = (
      <PymeProblem back={backToEvaluations}>
        Esta pyme aún no responde este diagnóstico.
      </PymeProblem>
    );
  } else if (answers.isError) {
    content = (
      <PymeProblem onRetry={() => void answers.refetch()}>
        No pudimos cargar las respuestas.
      </PymeProblem>
    );
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
      {target && !pyme.isError && <PymeContext pyme={pyme.data} />}
      <h1 className="h2 mb-1">Respuestas</h1>
      {content}
    </div>
  );
}
