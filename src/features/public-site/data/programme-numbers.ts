/** The programme in numbers (spec §1, §9). */
export const programmeNumbers = [
  { value: '300', label: 'pymes reciben la etapa de formación' },
  { value: '50', label: 'mejor evaluadas pasan a asesoría estratégica o mentoría' },
  { value: '15', label: 'grandes empresas se reúnen con las pymes seleccionadas' },
] as const;
