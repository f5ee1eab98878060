/** One series of a bar chart: its name, its colour and a value per row. */
export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

/** What a segment chart draws: a horizontal bar per label. */
export interface BarChartSpec {
  labels: string[];
  series: BarSeries[];
  /**
   * `nested`: each series from 0, over the previous one (a funnel's steps,
   * each inside the previous); `stacked`: the series end to end (parts of a whole).
   */
  mode: 'nested' | 'stacked';
}

/** The funnel's steps, light to dark in the brand's purple (registered → mentoring). */
export const funnelColors = ['#dcc6ec', '#b07fd1', '#7f35ad', '#3d0f59'] as const;

/**
 * The Estados LDF, in spec §4's order, then "Sin asignar": the Okabe–Ito
 * palette, told apart with every kind of colour vision; grey for no status.
 */
export const lineStatusColors = [
  '#56b4e9', // NA
  '#d55e00', // Desertora
  '#0072b2', // Formación
  '#009e73', // Mentoría
  '#e69f00', // Solo Diagnostico
  '#cc79a7', // Aceptado
  '#8c8c8c', // Sin asignar
] as const;
