import type { TrainingLineWeightingField } from '../training-line-rules';

/**
 * The human name of each of the ten weightings of a training line (spec §3
 * gives only the codes; the names are ours, read from the codes, and listed
 * in docs/decisions.md). The form's sliders are labelled with them, in the
 * order of spec §3.
 */
export const trainingLineWeightingLabels: Readonly<Record<TrainingLineWeightingField, string>> = {
  f_c_pos_fin: 'Posición financiera',
  f_c_vinculo_ge: 'Vínculo con grandes empresas',
  f_c_vinculo_tec: 'Vínculo con empresas de tecnología',
  f_c_foco_tec: 'Foco en tecnología',
  f_c_foco_marketing: 'Foco en marketing',
  f_c_foco_proceso: 'Foco en procesos',
  f_c_foco_cultura: 'Foco en cultura organizacional',
  f_c_foco_automatizacion: 'Foco en automatización',
  f_c_des_personal: 'Desarrollo personal',
  f_c_mentoria_ind: 'Mentoría individual',
};
