import { useCallback, useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { EvaluationAnswers } from '@/api/edge/diagnostics';
import { useAppDispatch, useAppSelector, type AppState } from '@/lib/store-hooks';
import { pymeRecordApi, type AnswersArgs } from './pyme-record-api';

const answersEndpoint = pymeRecordApi.endpoints.getEvaluationAnswers;

/** One diagnostic's answers as the cache holds them, for a screen that reads several at once. */
export interface AnswersRead {
  evaluationUuid: string;
  data: EvaluationAnswers | undefined;
  /** The last read failed (also while it is asked again). */
  failed: boolean;
  /** A read is under way. */
  fetching: boolean;
  /** Asks the server again for this diagnostic's answers. */
  retry: () => void;
}

/**
 * The answers of several of a pyme's diagnostics, through the record's own
 * endpoint (`getEvaluationAnswers`): one subscription each, so a screen that
 * also shows them (the diagnostics' cards) shares the same calls and cache.
 * RTK Query's hooks read one argument each; a list of them is this.
 */
export function useEvaluationAnswersOf(
  pymeUuid: string,
  evaluationUuids: readonly string[],
): AnswersRead[] {
  const dispatch = useAppDispatch();
  const key = evaluationUuids.join(' ');
  const argsList = useMemo<AnswersArgs[]>(
    () =>
      (key ? key.split(' ') : []).map((evaluation_uuid) => ({
        pyme_uuid: pymeUuid,
        evaluation_uuid,
      })),
    [pymeUuid, key],
  );

  useEffect(() => {
    const subscriptions = argsList.map((args) => dispatch(answersEndpoint.initiate(args)));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, argsList]);

  // Each selector is memoised by RTK Query: the same entry while it does not change.
  const selectEntries = useMemo(() => {
    const selectors = argsList.map((args) => answersEndpoint.select(args));
    return (state: AppState) => selectors.map((select) => select(state));
  }, [argsList]);
  const entries = useAppSelector(selectEntries, shallowEqual);

  const retry = useCallback(
    (args: AnswersArgs) => {
      void dispatch(answersEndpoint.initiate(args, { subscribe: false, forceRefetch: true }));
    },
    [dispatch],
  );

  return argsList.map((args, index) => {
    const entry = entries[index];
    return {
      evaluationUuid: args.evaluation_uuid,
      data: entry?.data,
      failed: entry?.error !== undefined,
      fetching: entry?.isLoading === true,
      retry: () => {
        retry(args);
      },
    };
  });
}
