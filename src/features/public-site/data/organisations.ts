/**
 * Who runs the programme (spec §1). The spec does not name them: these are
 * descriptive names to replace with the real ones.
 */
export const organisations = [
  {
    name: 'Asociación de Emprendimiento y Comercio',
    role: 'La asociación gremial que convoca el programa y lo acerca a las pymes de todo Chile.',
  },
  {
    name: 'Red de Mujeres Empresarias',
    role: 'La organización de mujeres empresarias que co-lidera el programa y acompaña a las emprendedoras.',
  },
  {
    name: 'Consultora Transforma Digital',
    role: 'El socio consultor que diseña el diagnóstico, dicta las capacitaciones y las mentorías.',
  },
  {
    name: 'Banco de desarrollo',
    role: 'La banca de desarrollo que financia el programa para que sea gratuito para las pymes.',
  },
] as const;

/** The programme in numbers (spec §1, §9). */
export const programmeNumbers = [
  { value: '300', label: 'pymes reciben la etapa de formación' },
  { value: '50', label: 'mejor evaluadas pasan a asesoría estratégica o mentoría' },
  { value: '15', label: 'grandes empresas se reúnen con las pymes seleccionadas' },
] as const;
