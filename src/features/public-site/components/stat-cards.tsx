interface Stat {
  value: string;
  label: string;
}

/** Three numbers: one row of three (one a line on phones); four or more: two a line on phones, then four. */
function largeColumns(count: number): string {
  return count === 3 ? 'row-cols-1 row-cols-md-3' : 'row-cols-2 row-cols-lg-4';
}

/** Big numbers with their meaning, as a list. */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <ul className={`row ${largeColumns(stats.length)} g-3 list-unstyled mb-0`} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className="col">
          <div className="stat-card h-100 rounded-3 p-3">
            <span className="d-block display-5 fw-bold text-primary">{stat.value}</span>
            <span>{stat.label}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
