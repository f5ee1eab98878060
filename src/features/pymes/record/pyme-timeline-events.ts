import type { Pyme } from '@/api/edge/pymes';
import type { DateAndHour } from '@/api/edge/read';

/**
 * A pyme's milestones as the API dates them (issue 38, "a pyme's timeline"):
 * its registration (`created`, spec §3), each answered diagnostic's answer
 * date (`created` of its answers, spec §3 and §7) and the assignment of its
 * line (the association's `created`, ours: the spec's pyme does not date
 * it). A milestone the API does not date keeps `when` undefined: it is shown
 * apart, never placed among the dated ones nor given a date.
 */
export type Milestone =
  | { kind: 'registration'; key: string; when: DateAndHour | undefined }
  | { kind: 'diagnostic'; key: string; name: string; when: DateAndHour | undefined }
  | { kind: 'line'; key: string; name: string; when: DateAndHour | undefined };

/** A milestone with its date. */
export type DatedMilestone = Milestone & { when: DateAndHour };

/** An answered diagnostic whose answers the app read: its name and their date. */
export interface AnsweredDiagnostic {
  uuid: string;
  name: string;
  created: DateAndHour | undefined;
}

/** A date the app can place: a `yyyy-MM-dd` date (the hour may be ''). */
function known(when: DateAndHour | undefined): DateAndHour | undefined {
  return when && /^\d{4}-\d{2}-\d{2}$/.test(when.date) ? when : undefined;
}

/**
 * The pyme's milestones in the order of their kinds: registration, the
 * diagnostics as given (the one diagnostic order), the line.
 */
export function milestonesOf(
  pyme: Pick<Pyme, 'created' | 'formation_line'>,
  diagnostics: readonly AnsweredDiagnostic[],
): Milestone[] {
  const line = pyme.formation_line;
  return [
    // The edge reads an absent `created` as empty parts: not a date.
    { kind: 'registration', key: 'registration', when: known(pyme.created) },
    ...diagnostics.map((diagnostic): Milestone => ({
      kind: 'diagnostic',
      key: `diagnostic:${diagnostic.uuid}`,
      name: diagnostic.name,
      when: known(diagnostic.created),
    })),
    ...(line
      ? [
          {
            kind: 'line',
            key: 'line',
            name: line.training.name,
            when: known(line.created),
          } as const,
        ]
      : []),
  ];
}

/** `yyyy-MM-ddTHH:mm`, or the date alone: the `dateTime` of `<time>` and the sort key. */
export function machineDate(when: DateAndHour): string {
  return when.hour ? `${when.date}T${when.hour}` : when.date;
}

/**
 * The dated milestones, oldest first, and the undated ones apart. Two on the
 * same date and hour keep the order of their kinds; one dated without an
 * hour goes before the others of its day (it cannot be placed within it).
 */
export function byDate(milestones: readonly Milestone[]): {
  dated: DatedMilestone[];
  undated: Milestone[];
} {
  const dated = milestones.filter((milestone): milestone is DatedMilestone =>
    Boolean(milestone.when),
  );
  const sortKey = (milestone: DatedMilestone) => machineDate(milestone.when);
  return {
    // Array sort is stable: equal keys keep the order of their kinds.
    dated: [...dated].sort((a, b) =>
      sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0,
    ),
    undated: milestones.filter((milestone) => !milestone.when),
  };
}
