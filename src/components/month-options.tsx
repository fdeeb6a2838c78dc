import { MONTHS, monthLabel } from '../domain/months';

/** The options of every month select: an empty first choice, then the twelve months in order. */
export function MonthOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {MONTHS.map((month) => (
        <option key={month} value={month}>
          {monthLabel(month)}
        </option>
      ))}
    </>
  );
}
