import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import type { BarChartSpec } from './chart-spec';

// Only what a bar chart needs (Chart.js is tree-shaken: no other chart type,
// no legend, tooltip or animation code); the legend is the page's HTML.
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

/** A label longer than `max` characters, cut with "…" (the table beside the chart has it whole). */
function shorten(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;
}

/** A drawn chart: redraw it with other figures, or take it down. */
export interface DrawnChart {
  update(spec: BarChartSpec): void;
  destroy(): void;
}

function datasets(spec: BarChartSpec) {
  const nested = spec.mode === 'nested';
  return spec.series.map((series, index) => ({
    label: series.label,
    data: series.values,
    backgroundColor: series.color,
    // A thin white line between the parts of a stacked bar.
    borderColor: nested ? series.color : '#fff',
    borderWidth: nested ? 0 : { right: 1 },
    // Nested: every step's bar starts at 0, over the previous step's (drawn
    // last = on top, so the smallest step goes last: a lower `order`).
    grouped: !nested,
    order: nested ? spec.series.length - index : index,
    barPercentage: 0.8,
    categoryPercentage: 0.9,
  }));
}

/**
 * Draws a horizontal bar chart on `canvas` (Chart.js): one bar a row, nested
 * (each series from 0, over the previous one: a funnel's steps) or stacked
 * (the series end to end: the statuses of a line). No animation; sharp when
 * printed (twice the pixels); redrawn at the print width when the page is
 * printed. Returns null when the canvas gives no 2D context.
 */
export function drawBarChart(canvas: HTMLCanvasElement, spec: BarChartSpec): DrawnChart | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const style = getComputedStyle(canvas);
  const textColor = style.getPropertyValue('--bs-body-color').trim() || '#212529';
  const gridColor = style.getPropertyValue('--bs-border-color').trim() || '#dee2e6';
  const stacked = spec.mode === 'stacked';

  const chart = new Chart(context, {
    type: 'bar',
    data: { labels: spec.labels, datasets: datasets(spec) },
    options: {
      indexAxis: 'y',
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      devicePixelRatio: Math.max(2, window.devicePixelRatio || 1),
      events: [],
      font: { family: style.fontFamily, size: 12 },
      color: textColor,
      layout: { padding: { right: 8 } },
      scales: {
        x: {
          stacked,
          beginAtZero: true,
          ticks: { precision: 0, color: textColor },
          grid: { color: gridColor },
          border: { display: false },
        },
        y: {
          stacked,
          grid: { display: false },
          ticks: {
            autoSkip: false,
            color: textColor,
            callback(value): string {
              const label = this.getLabelForValue(Number(value));
              return shorten(label, this.chart.width < 360 ? 14 : this.chart.width < 600 ? 20 : 32);
            },
          },
        },
      },
    },
  });

  // Printing changes the page's width: the chart is drawn again at the
  // sheet's width (the canvas's print style keeps it inside the sheet meanwhile).
  const resize = () => {
    chart.resize();
  };
  const print = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
  print?.addEventListener('change', resize);
  window.addEventListener('beforeprint', resize);
  window.addEventListener('afterprint', resize);

  return {
    update(next) {
      chart.data.labels = next.labels;
      chart.data.datasets = datasets(next);
      chart.update();
    },
    destroy() {
      print?.removeEventListener('change', resize);
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
      chart.destroy();
    },
  };
}
