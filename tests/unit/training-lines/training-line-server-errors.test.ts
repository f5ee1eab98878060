import { describe, expect, it } from 'vitest';
import {
  stepOfFirstError,
  trainingLineSaveErrors,
} from '@/features/training-lines/training-line-server-errors';
import { messages } from '@/validation/messages';
import { serverMessages } from '@/validation/server-messages';

const s = messages.trainingLine.server;

describe('trainingLineSaveErrors', () => {
  it('gives each refused field of the form the message of its code', () => {
    expect(
      trainingLineSaveErrors({
        status: 400,
        data: {
          name: ['REQUIRED'],
          content_id: ['ALREADY_EXISTS'],
          provider_phone: ['FORMAT_ERROR'],
          description: ['ERROR_LENGTH'],
          type: ['INVALID'],
          image_logo: ['INVALID_IMAGE'],
          image_banner: ['FILE_TOO_LARGE'],
          f_c_pos_fin: ['SOMETHING_NEW'],
        },
      }),
    ).toEqual({
      fields: {
        name: s.required,
        content_id: s.contentIdTaken,
        provider_phone: s.format,
        description: s.length,
        type: s.typeInvalid,
        image_logo: s.invalidImage,
        image_banner: messages.trainingLine.imageTooLarge,
        f_c_pos_fin: s.refused,
      },
      general: null,
    });
  });

  it('says in general what it cannot tie to a field of the form', () => {
    expect(trainingLineSaveErrors({ status: 400, data: { non_field_errors: ['X'] } })).toEqual({
      fields: {},
      general: s.notSaved,
    });
    expect(
      trainingLineSaveErrors({ status: 400, data: { name: ['REQUIRED'], is_active: ['X'] } }),
    ).toEqual({ fields: { name: s.required }, general: s.notSaved });
  });

  it.each([
    [{ status: 404, data: { detail: 'Not found.' } }, s.notFound],
    [
      { status: 403, data: { detail: 'You do not have permission to perform this action.' } },
      s.forbidden,
    ],
    [{ status: 507, data: { detail: 'DEMO_STORAGE_FULL' } }, s.storageFull],
    [{ status: 500, data: 'Server Error' }, serverMessages.tryAgain],
    [{ status: 'TIMEOUT', data: 'timeout of 10000ms exceeded' }, serverMessages.tryAgain],
    [new Error('boom'), serverMessages.tryAgain],
  ])('answers %j with one general message', (error, message) => {
    expect(trainingLineSaveErrors(error)).toEqual({ fields: {}, general: message });
  });
});

describe('stepOfFirstError', () => {
  it('finds the step of the first refused field, in the form order', () => {
    expect(stepOfFirstError({ f_c_pos_fin: 'x', provider_name: 'x' })).toBe(2);
    expect(stepOfFirstError({ f_c_pos_fin: 'x', image_banner: 'x' })).toBe(1);
    expect(stepOfFirstError({ f_c_mentoria_ind: 'x' })).toBe(3);
    expect(stepOfFirstError({})).toBeNull();
  });
});
