import { describe, expect, it } from 'vitest';
import {
  emptyTrainingLineValues,
  trainingLineSchema,
  trainingLineStepFields,
  trainingLineStepSchemas,
} from '@/features/training-lines/training-line-schema';
import { isWebUrl, trainingLineWeightingFields } from '@/validation/training-line-rules';
import { messages, providerPhoneMessage } from '@/validation/messages';
import { fieldError, formikErrors, repeat } from './schema-test-helpers';

const logo = new File(['logo'], 'logo.png', { type: 'image/png' });
const banner = new File(['banner'], 'banner.jpg', { type: 'image/jpeg' });

function validLine(): Record<string, unknown> {
  return {
    ...emptyTrainingLineValues(),
    name: 'Marketing digital',
    content_id: 'mkt_digital-01',
    description: 'Aprende a vender en redes sociales.',
    type: 'Curso',
    image_logo: logo,
    image_banner: banner,
    is_online: 'true',
    is_automatic_asignation: 'false',
    provider_name: 'Academia Digital',
    content_url: 'https://cursos.ejemplo.cl/marketing',
  };
}

const t = messages.trainingLine;

describe('training line form (newer variant)', () => {
  it('accepts a complete line and casts the choices', async () => {
    expect(await formikErrors(trainingLineSchema, validLine())).toEqual({});
    const cast = trainingLineSchema.validateSync(validLine());
    expect(cast.is_online).toBe(true);
    expect(cast.is_automatic_asignation).toBe(false);
    expect(cast.f_c_pos_fin).toBe(0);
    expect(cast.image_logo).toBe(logo);
  });

  it('reports the required fields of an empty line', async () => {
    expect(await formikErrors(trainingLineSchema, emptyTrainingLineValues())).toEqual({
      name: t.nameRequired,
      content_id: t.contentIdRequired,
      description: t.descriptionRequired,
      type: messages.selectOption,
      image_logo: t.logoRequired,
      image_banner: t.bannerRequired,
      is_online: messages.selectOption,
      is_automatic_asignation: messages.selectOption,
      provider_name: t.providerNameRequired,
      content_url: t.contentUrlRequired,
    });
  });

  it.each([
    ['name', 'A', t.nameTooShort],
    ['name', 'AB', undefined],
    ['name', repeat('a', 150), undefined],
    ['name', repeat('a', 151), t.nameTooLong],
    ['content_id', 'ab', t.contentIdTooShort],
    ['content_id', 'abc', undefined],
    ['content_id', repeat('a', 50), undefined],
    ['content_id', repeat('a', 51), t.contentIdTooLong],
    ['content_id', 'con espacio', t.contentIdCharacters],
    ['content_id', 'acción', t.contentIdCharacters],
    ['content_id', 'A_b-9', undefined],
    ['description', 'ab', t.descriptionTooShort],
    ['description', 'abc', undefined],
    ['description', repeat('a', 2000), undefined],
    ['description', repeat('a', 2001), t.descriptionTooLong],
    ['provider_name', 'Al', t.providerNameTooShort],
    ['provider_name', 'Ana', undefined],
    ['provider_name', repeat('a', 100), undefined],
    ['provider_name', repeat('a', 101), t.providerNameTooLong],
    ['provider_name', 'Academia 2.0', messages.onlyLetters],
    ['provider_name', 'Fundación Ñandú', undefined],
    ['provider_phone', '', undefined],
    ['provider_phone', '912345678', undefined],
    ['provider_phone', '9123456789', t.providerPhone],
    ['provider_phone', '9123-4567', t.providerPhone],
    ['provider_url', '', undefined],
    ['provider_url', 'https://www.proveedor.cl', undefined],
    ['provider_url', 'www.proveedor.cl', t.url],
    ['provider_url', 'javascript:alert(1)', t.url],
    ['content_url', 'http://cursos.cl/a?b=c', undefined],
    ['content_url', 'no es una url', t.url],
    ['content_url', 'ftp://cursos.cl', t.url],
    ['content_url', 'https://localhost', t.url],
    ['content_code', '', undefined],
    ['content_code', 'ABC123', undefined],
    ['content_code', 'ABC 123', t.contentCodeCharacters],
    ['content_code', 'ABC-123', t.contentCodeCharacters],
    ['content_code', repeat('a', 150), undefined],
    ['content_code', repeat('a', 151), t.contentCodeTooLong],
    ['content_1', 'Módulo 1 ventas', undefined],
    ['content_1', 'Módulo #1', t.contentTextCharacters],
    ['content_1', repeat('a b', 150), undefined],
    ['content_2', repeat('a', 151), t.contentTextTooLong],
    ['content_2', '', undefined],
    ['type', '', messages.selectOption],
    ['is_online', 'quizás', messages.selectOption],
    ['is_online', false, undefined],
    ['image_logo', null, t.logoRequired],
    ['image_logo', 'media/logos/logo.png', undefined],
    ['image_logo', new File(['x'], 'notas.pdf', { type: 'application/pdf' }), t.notAnImage],
    ['image_banner', '  ', t.bannerRequired],
    ['image_banner', 42, t.bannerRequired],
  ])('%s %j', async (field, value, expected) => {
    expect(await fieldError(trainingLineSchema, { ...validLine(), [field]: value }, field)).toBe(
      expected,
    );
  });

  it.each([
    [0, undefined],
    [10, undefined],
    ['7', undefined],
    [-1, t.weighting],
    [11, t.weighting],
    [2.5, t.weighting],
    ['', t.weighting],
  ])('weighting %j', async (value, expected) => {
    for (const field of trainingLineWeightingFields) {
      expect(await fieldError(trainingLineSchema, { ...validLine(), [field]: value }, field)).toBe(
        expected,
      );
    }
  });

  it('has the ten weightings of the spec, 0 by default', () => {
    expect(trainingLineWeightingFields).toHaveLength(10);
    const empty = emptyTrainingLineValues();
    for (const field of trainingLineWeightingFields) expect(empty[field]).toBe(0);
  });

  it('splits the form in three steps that cover every field once', () => {
    expect(trainingLineStepSchemas).toHaveLength(3);
    const stepFields = trainingLineStepSchemas.map((schema) => Object.keys(schema.fields));
    expect(stepFields).toEqual(trainingLineStepFields.map((fields) => [...fields]));
    expect(stepFields.flat().sort()).toEqual(Object.keys(trainingLineSchema.fields).sort());
  });

  it('shows the provider phone message with a sample phone', () => {
    expect(t.providerPhone).toBe('Debe ingresar un número válido de 9 dígitos (Ej: 912345678)');
    expect(providerPhoneMessage('987654321')).toBe(
      'Debe ingresar un número válido de 9 dígitos (Ej: 987654321)',
    );
  });

  it.each([
    ['https://www.ejemplo.cl', true],
    ['http://ejemplo.cl/curso', true],
    ['https://ejemplo', false],
    ['ejemplo.cl', false],
    ['mailto:ana@ejemplo.cl', false],
  ])('isWebUrl(%j) is %s', (value, expected) => {
    expect(isWebUrl(value)).toBe(expected);
  });
});
