import { useMemo } from 'react';
import { needsWorkspace } from '../pyme-filters';
import {
  needsAssignments,
  selectableInRender,
  useGetAdminAssignmentsQuery,
  useGetPymesQuery,
  useGetPymeWalkQuery,
  workspacePageInRender,
  type PymeListArgs,
  type PymePage,
} from '../pymes-api';

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
  const inRender =
    (needsWorkspace(stableArgs) || Boolean(stableArgs.counts)) && selectableInRender(stableArgs);
  const needsAdmins = inRender && needsAssignments(stableArgs, stableArgs);

  const walk = useGetPymeWalkQuery({ search: stableArgs.search, send: {} }, { skip: !inRender });
  const assignments = useGetAdminAssignmentsQuery(undefined, { skip: !needsAdmins });
  const query = useGetPymesQuery(stableArgs, { skip: inRender });

  const page = useMemo(
    () =>
      inRender && walk.data
        ? workspacePageInRender(walk.data, stableArgs, needsAdmins ? assignments.data : undefined)
        : undefined,
    [inRender, walk.data, stableArgs, needsAdmins, assignments.data],
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
