import { api, listTags } from '@/api/api-slice';
import { askAndRead, asQueryError } from '@/api/edge/answers';
import {
  activeLines,
  readTrainingLinePage,
  trainingLineFilterTests,
  trainingLineListEndpoint,
  trainingLineRequests,
  type TrainingLine,
} from '@/api/edge/training-lines';
import {
  checkRows,
  filterSupportProven,
  noteFiltersHere,
  pageOfKept,
  proveByOpposite,
  selectFilterSupport,
  type FilterSupport,
  type ReadHere,
} from '@/api/filter-support';
import { PAGE_SIZE, type Paginated } from '@/api/pagination';
import { walkList, type WalkResult } from '@/api/walk-list';

/** Which lines the admin's list shows (the URL state of /admin/training-line). */
export interface TrainingLineListArgs {
  page: number;
  search: string;
}

/** A page of the admin's list, and how the app read it when the server did not apply `is_active`. */
export interface TrainingLinePage extends Paginated<TrainingLine> {
  filteredHere?: ReadHere;
}

/** Rows asked a request when the app reads the lines whole to keep the active ones itself. */
const WALK_PAGE_SIZE = 1000;

/** The filter the list checks. */
const IS_ACTIVE = 'is_active';

const lineWalkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every line of the list (or of a search), `is_active=true` sent, read
     * page after page (bounded, `walkList`): the rows the app keeps the
     * active ones of when the server does not. Kept a while without a
     * subscriber, so that the next page of the same list reads no more.
     */
    getTrainingLineWalk: build.query<WalkResult<TrainingLine>, string>({
      async queryFn(search, { signal }, _extra, baseQuery) {
        try {
          const walk = await walkList(
            (page, pageSize) =>
              askAndRead(
                baseQuery,
                trainingLineRequests.page(page, search, { pageSize }),
                readTrainingLinePage,
                'getTrainingLineWalk',
              ),
            { pageSize: WALK_PAGE_SIZE, key: (line) => line.uuid, signal },
          );
          return { data: walk };
        } catch (error) {
          return asQueryError(error);
        }
      },
      providesTags: (walk, _error, search) => listTags('TrainingLine', walk?.rows, Boolean(search)),
      keepUnusedDataFor: 300,
    }),
  }),
});

/**
 * The admin's list of training lines (spec §7): `training/` or, with a
 * search, `search/`, 10 a page, `is_active=true`. The filter is the spec's,
 * so it is sent; but its answer is checked (issue 45, `checkRows`): a row
 * whose `is_active` is false proves the endpoint ignores it (learnt for the
 * session), and from then on the app reads the list whole (bounded) and
 * keeps the active lines itself, its count theirs, saying so
 * (`filteredHere`). A page whose rows are all active but that does not hold
 * the whole list is checked once with the opposite value
 * (`proveByOpposite`), since the other pages' rows, and so the count, may
 * not be.
 */
export const trainingLineListApi = lineWalkApi.injectEndpoints({
  endpoints: (build) => ({
    getTrainingLines: build.query<TrainingLinePage, TrainingLineListArgs>({
      async queryFn({ page, search }, { dispatch, getState }, _extra, baseQuery) {
        const endpoint = trainingLineListEndpoint(search);
        const known = () => selectFilterSupport(getState(), endpoint, IS_ACTIVE);
        const learn = (support: FilterSupport) =>
          dispatch(filterSupportProven({ endpoint, filter: IS_ACTIVE, support }));
        const ask = (isActive: boolean) =>
          askAndRead(
            baseQuery,
            trainingLineRequests.page(page, search, { isActive }),
            readTrainingLinePage,
            'getTrainingLines',
          );
        try {
          if (known() !== 'ignored') {
            const answer = await ask(true);
            const check = checkRows(answer.results, activeLines, trainingLineFilterTests);
            let support = check.contradicted.length > 0 ? 'ignored' : known();
            const partial = answer.results.length > 0 && answer.count > answer.results.length;
            if (support === undefined && partial) {
              support = await proveByOpposite(
                () => ask(false),
                trainingLineFilterTests.is_active,
                'true',
              );
            }
            if (support !== undefined && support !== known()) learn(support);
            if (support !== 'ignored') return { data: answer };
          }
          const walk = await dispatch(
            lineWalkApi.endpoints.getTrainingLineWalk.initiate(search, { subscribe: false }),
          ).unwrap();
          const { kept } = checkRows(walk.rows, activeLines, trainingLineFilterTests);
          noteFiltersHere(
            'trainingLines',
            endpoint,
            activeLines,
            walk.rows,
            trainingLineFilterTests,
          );
          return { data: pageOfKept(walk, kept, activeLines, page, PAGE_SIZE) };
        } catch (error) {
          return asQueryError(error);
        }
      },
      providesTags: (page, _error, { search }) =>
        listTags('TrainingLine', page?.results, Boolean(search)),
    }),
  }),
});

export const { useGetTrainingLinesQuery } = trainingLineListApi;
