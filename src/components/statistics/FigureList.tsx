/** The period's headline figures, each beside its value over the previous period. */
import type { StatisticsFigure } from '../../contract/statistics';
import { formatCalendarDay } from '../../lib/calendar-days';
import { NO_VALUE, formatValue, variationOf } from './format';

export function FigureList({
  figures,
  previous,
}: {
  figures: readonly StatisticsFigure[];
  previous: { from: string; to: string };
}) {
  const before = `du ${formatCalendarDay(previous.from)} au ${formatCalendarDay(previous.to)}`;
  return (
    <section className="stats-figures" aria-labelledby="stats-figures">
      <h2 id="stats-figures">Chiffres clés</h2>
      <p className="stats-figures__lead">Comparés à la période précédente, {before}.</p>
      <dl className="stats-figures__list">
        {figures.map((figure) => {
          const variation = variationOf(figure.current, figure.previous);
          return (
            <div key={figure.key} className="stats-figure">
              <dt>{figure.label}</dt>
              <dd className="stats-figure__value">{formatValue(figure.format, figure.current)}</dd>
              <dd className="stats-figure__previous">
                Période précédente :{' '}
                {figure.previous === null ? NO_VALUE : formatValue(figure.format, figure.previous)}
                {variation ? ` (${variation})` : ''}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
