import { useMemo } from 'react';
import { useGetAdminAssignmentsQuery, useGetPymesQuery, useGetPymeWalkQuery } from '../pymes-api';
import { pageInRender, planQuery, type PymeListArgs, type PymePage } from '../workspace-query';

/** The list's page and its load, whichever way it was made (what `pagedResult` reads). */
export interface PymesListState {
  data: PymePage | undefined;
  /** The page of the current arguments only (undefined while they load). */
  currentData: PymePage | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * /admin/pymes's page of pymes. The spec's list (server pages, the line and
 * the disabled view sent where honoured) comes from `getPymes`. The
 * workspace's (issue 38: a filter no API has, or the panel's counts) is made
 * here, in render, out of the list read whole and the assignments, so that a
 * filter change after the read costs one render and no request (the bench
 * found a query per change cost a second render of the whole page). Only
 * `diagnosticos=<n>`, which reads each candidate's diagnostics, stays a query.
 */
export function usePymesList(args: PymeListArgs): PymesListState {
  const argsKey = JSON.stringify(args);
  const stableArgs = useMemo(() => JSON.parse(argsKey) as PymeListArgs, [argsKey]);
  const plan = useMemo(() => planQuery(stableArgs), [stableArgs]);
  const { inRender } = plan;
  const needsAdmins = inRender && plan.needs.assignments;

  const walk = useGetPymeWalkQuery({ search: plan.search, send: plan.send }, { skip: !inRender });
  const assignments = useGetAdminAssignmentsQuery(undefined, { skip: !needsAdmins });
  const query = useGetPymesQuery(stableArgs, { skip: inRender });

  const page = useMemo(
    () =>
      inRender && walk.data
        ? pageInRender(plan, {
            walk: walk.data,
            assignments: needsAdmins ? assignments.data : undefined,
            page: stableArgs.page,
            pageSize: stableArgs.pageSize,
          })
        : undefined,
    [inRender, walk.data, plan, needsAdmins, assignments.data, stableArgs],
  );

  if (!inRender) {
    return {
      data: query.data,
      currentData: query.currentData,
      isFetching: query.isFetching,
      isError: query.isError,
      refetch: () => void query.refetch(),
    };
  }
  return {
    data: page,
    currentData: page,
    isFetching: walk.isFetching || (needsAdmins && assignments.isFetching),
    isError: walk.isError || (needsAdmins && assignments.isError),
    refetch: () => {
      void walk.refetch();
      if (needsAdmins) void assignments.refetch();
    },
  };
}
