/**
 * A table's columns drawn as lines over its days, with uPlot (docs/back-office/statistics.md, « Graphiques »):
 * small and fast for a year of days, and loaded only by the screens that draw one (this module
 * is imported lazily). The drawing is a picture for the eye: its figures are in the table beside
 * it, which screen readers read instead (the canvas is hidden from them).
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount } from '../../lib/numbers';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  color: string;
}

const HEIGHT = 260;
const DAY = 86_400;
/** Ticks a whole number of days apart, and whole counts: no « 21/11 » twice, no « 0,2 ». */
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 61 * DAY, 91 * DAY];
const COUNT_STEPS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000].map((scale) => step * scale))
  .sort((a, b) => a - b);
/** Noon UTC of a day, in seconds: the same calendar day in Paris, whatever the season. */
const timeOf = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;
const dayMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}`;
};

export function LineChart({
  days,
  series,
}: {
  days: readonly string[];
  series: readonly ChartSeries[];
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const options: uPlot.Options = {
      width: node.clientWidth || 600,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        { incrs: DAY_STEPS, values: (_plot, splits) => splits.map(dayMonth), stroke: '#4a5565' },
        {
          incrs: COUNT_STEPS,
          values: (_plot, splits) => splits.map((value) => formatCount(value)),
          stroke: '#4a5565',
          size: 60,
        },
      ],
      series: [
        {},
        ...series.map((each) => ({
          label: each.label,
          stroke: each.color,
          width: 2,
          points: { show: days.length < 40 },
        })),
      ],
    };
    const data: uPlot.AlignedData = [days.map(timeOf), ...series.map((each) => [...each.values])];
    const plot = new uPlot(options, data, node);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: node.clientWidth, height: HEIGHT }),
    );
    resize.observe(node);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series]);

  return <div ref={container} className="stats-chart__canvas" aria-hidden="true" />;
}
