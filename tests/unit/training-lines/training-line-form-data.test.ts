import { describe, expect, it } from 'vitest';
import { readTrainingLine, trainingLineBody, type TrainingLine } from '@/api/edge/training-lines';
import {
  lineToFormValues,
  trainingLineToSave,
} from '@/features/training-lines/training-line-form-data';
import {
  emptyTrainingLineValues,
  type TrainingLineFormValues,
} from '@/features/training-lines/training-line-schema';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';

/** The multipart body the form's values are saved with (the edge builds it). */
function trainingLineFormData(values: TrainingLineFormValues): FormData {
  return trainingLineBody(trainingLineToSave(values));
}

const types = [{ uuid: '0d6f7a52-3b1e-4c8a-9f2d-5e4b3a2c1d0e', name: 'Curso' }];

// As the edge reads it (a weighting the backend left out reads as 0).
const storedLine: TrainingLine = readTrainingLine({
  uuid: 'line-1',
  name: 'Finanzas simples para tu pyme',
  content_id: 'finanzas_simples',
  description: 'Ordena tus números.',
  type: '0d6f7a52-3b1e-4c8a-9f2d-5e4b3a2c1d0e',
  image_logo: '/media/trainings/finanzas-simples-logo.svg',
  image_banner: '/media/trainings/finanzas-simples-banner.svg',
  is_online: true,
  is_automatic_asignation: false,
  provider_name: 'Red de Mentoras',
  provider_phone: '971234562',
  provider_url: 'https://www.example.cl/',
  content_url: 'https://cursos.example.cl/finanzas-simples',
  content_code: 'LDF003',
  content_1: 'Seis clases en línea',
  content_2: '',
  is_active: true,
  training_score: { f_c_pos_fin: 7, f_c_vinculo_ge: 3, f_c_mentoria_ind: 10 },
});

/** The body as field → values (a field could be sent twice). */
function entries(body: FormData): Record<string, (string | File)[]> {
  const result: Record<string, (string | File)[]> = {};
  for (const [field, value] of body.entries()) (result[field] ??= []).push(value);
  return result;
}

describe('lineToFormValues', () => {
  it('reads a stored line: texts, the choices as the selects hold them, image URLs, nested weightings', () => {
    const values = lineToFormValues(storedLine, types);
    expect(values).toMatchObject({
      name: 'Finanzas simples para tu pyme',
      type: '0d6f7a52-3b1e-4c8a-9f2d-5e4b3a2c1d0e',
      content_2: '',
      is_online: 'true',
      is_automatic_asignation: 'false',
      // The URLs the edge read for them (the tests' base URL plus the stored path).
      image_logo: 'http://api.test/media/trainings/finanzas-simples-logo.svg',
      image_banner: 'http://api.test/media/trainings/finanzas-simples-banner.svg',
      f_c_pos_fin: 7,
      f_c_vinculo_ge: 3,
      f_c_mentoria_ind: 10,
    });
    // A weighting the backend left out reads as 0.
    expect(values.f_c_foco_tec).toBe(0);
  });

  it('finds the uuid of a type the answer gives by name, or leaves it to choose', () => {
    const byName = { ...storedLine, type: { value: null, name: 'Curso' } };
    expect(lineToFormValues(byName, types).type).toBe('0d6f7a52-3b1e-4c8a-9f2d-5e4b3a2c1d0e');
    expect(lineToFormValues(byName, []).type).toBe('');
    expect(
      lineToFormValues(
        { ...storedLine, type: { value: '0d6f7a52-3b1e-4c8a-9f2d-5e4b3a2c1d0e', name: 'Curso' } },
        undefined,
      ).type,
    ).toBe('0d6f7a52-3b1e-4c8a-9f2d-5e4b3a2c1d0e');
  });
});

describe('trainingLineFormData (the multipart body of docs/api-contract.md)', () => {
  it('sends an edit without images when the stored ones are kept, texts trimmed, weightings flat', () => {
    const values = {
      ...lineToFormValues(storedLine, types),
      name: '  Finanzas simples  ',
      content_1: '  ',
      f_c_des_personal: 4,
    };
    const body = entries(trainingLineFormData(values));
    expect(Object.keys(body)).toEqual([
      'name',
      'content_id',
      'description',
      'type',
      'provider_name',
      'provider_phone',
      'provider_url',
      'content_url',
      'content_code',
      'content_1',
      'content_2',
      'is_online',
      'is_automatic_asignation',
      ...trainingLineWeightingFields,
    ]);
    expect(body.name).toEqual(['Finanzas simples']);
    // An emptied optional field is sent empty, so that the edit clears it.
    expect(body.content_1).toEqual(['']);
    expect(body.content_2).toEqual(['']);
    expect(body.is_online).toEqual(['true']);
    expect(body.is_automatic_asignation).toEqual(['false']);
    expect(body.f_c_pos_fin).toEqual(['7']);
    expect(body.f_c_des_personal).toEqual(['4']);
    expect(body.f_c_foco_tec).toEqual(['0']);
    expect(body).not.toHaveProperty('image_logo');
    expect(body).not.toHaveProperty('image_banner');
  });

  it('sends the chosen files, and only them', () => {
    const logo = new File(['logo'], 'logo.png', { type: 'image/png' });
    const body = entries(
      trainingLineFormData({ ...lineToFormValues(storedLine, types), image_logo: logo }),
    );
    expect(body.image_logo).toHaveLength(1);
    const [sent] = body.image_logo ?? [];
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('logo.png');
    expect((sent as File).type).toBe('image/png');
    expect(body).not.toHaveProperty('image_banner');
  });

  it('sends a new line with both files, the booleans as true/false and every weighting 0', () => {
    const values = {
      ...emptyTrainingLineValues(),
      ...lineToFormValues(storedLine, types),
      is_online: 'false' as const,
      is_automatic_asignation: 'true' as const,
      image_logo: new File(['l'], 'l.webp', { type: 'image/webp' }),
      image_banner: new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
      ...Object.fromEntries(trainingLineWeightingFields.map((field) => [field, 0])),
    };
    const body = entries(trainingLineFormData(values));
    expect(body.is_online).toEqual(['false']);
    expect(body.is_automatic_asignation).toEqual(['true']);
    for (const field of trainingLineWeightingFields) expect(body[field]).toEqual(['0']);
    expect((body.image_logo?.[0] as File).name).toBe('l.webp');
    expect((body.image_banner?.[0] as File).name).toBe('b.jpg');
  });
});
