import { useEffect, useRef, useState } from 'react';
import type { BarChartSpec } from './chart-spec';
import type { DrawnChart } from './draw-bar-chart';

/** Height of a row of bars and of the value axis, in CSS pixels. */
const ROW_HEIGHT = 28;
const AXIS_HEIGHT = 32;

/**
 * A horizontal bar chart of a segment's figures, for the eye only: it is
 * hidden from screen readers (`aria-hidden`), which read the table that goes
 * with it, and it has no control, so the keyboard passes it by. The chart
 * code (Chart.js, in `draw-bar-chart.ts`) is downloaded the first time a chart
 * has room to be drawn, after the figures are on the screen; while it comes,
 * the chart's room is kept. If it cannot be drawn, a line says so and the
 * table stays.
 *
 * `spec` must keep its identity while the figures do (memoised): a new one
 * draws the chart again.
 */
export function SegmentChart({ spec, note }: { spec: BarChartSpec; note?: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    const canvas = canvasRef.current;
    if (!box || !canvas) return;
    let chart: DrawnChart | null = null;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    const draw = () => {
      import('./draw-bar-chart').then(
        ({ drawBarChart }) => {
          if (cancelled) return;
          chart = drawBarChart(canvas, spec);
          setFailed(chart === null);
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error('No pudimos cargar el código de los gráficos', error);
          setFailed(true);
        },
      );
    };
    // Drawn once it has room (never where nothing is laid out, as in a hidden box).
    if (box.clientWidth > 0) {
      draw();
    } else if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(() => {
        if (box.clientWidth === 0) return;
        observer?.disconnect();
        draw();
      });
      observer.observe(box);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [spec]);

  return (
    <div className="overview-chart">
      <div aria-hidden="true">
        <div
          ref={boxRef}
          className="overview-chart-canvas"
          style={{ height: `${String(spec.labels.length * ROW_HEIGHT + AXIS_HEIGHT)}px` }}
        >
          <canvas ref={canvasRef} />
        </div>
        <ul className="overview-chart-legend list-unstyled small mb-0">
          {spec.series.map((series) => (
            <li key={series.label}>
              <span className="overview-chart-swatch" style={{ backgroundColor: series.color }} />
              {series.label}
            </li>
          ))}
        </ul>
        {note && <p className="small text-body-secondary mb-0 mt-1">{note}</p>}
      </div>
      {failed && (
        <p className="small text-body-secondary mb-0">
          No pudimos dibujar el gráfico; las cifras están en la tabla.
        </p>
      )}
    </div>
  );
}
