import { describe, expect, it } from 'vitest';
import { messages } from '@/validation/messages';
import {
  TRAINING_LINE_IMAGE_MAX_BYTES,
  trainingLineWeightingFields,
} from '@/validation/training-line-rules';
import { trainingLineSchema } from '@/features/training-lines/training-line-schema';
import { trainingLineWeightingLabels } from '@/validation/data/training-line-weightings';

/** The image rules the form adds to spec §5: accepted formats and at most 1 MB. */
function imageError(file: File): string | undefined {
  try {
    trainingLineSchema.validateSyncAt('image_logo', { image_logo: file });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const t = messages.trainingLine;

describe('training line images', () => {
  it.each([
    ['image/png', 'logo.png'],
    ['image/jpeg', 'logo.jpg'],
    ['image/webp', 'logo.webp'],
    ['image/svg+xml', 'logo.svg'],
  ])('accepts %s', (type, name) => {
    expect(imageError(new File(['x'], name, { type }))).toBeUndefined();
  });

  it.each([
    ['application/pdf', 'notas.pdf'],
    ['image/gif', 'logo.gif'],
    ['', 'sin-tipo'],
  ])('refuses %j with the formats it takes', (type, name) => {
    expect(imageError(new File(['x'], name, { type }))).toBe(t.notAnImage);
  });

  it('takes 1 MB and refuses one byte more, with a clear message', () => {
    const exactly = new File([new Uint8Array(TRAINING_LINE_IMAGE_MAX_BYTES)], 'a.png', {
      type: 'image/png',
    });
    const over = new File([new Uint8Array(TRAINING_LINE_IMAGE_MAX_BYTES + 1)], 'b.png', {
      type: 'image/png',
    });
    expect(imageError(exactly)).toBeUndefined();
    expect(imageError(over)).toBe('La imagen pesa más de 1 MB. Elige una más liviana.');
  });
});

describe('weighting labels', () => {
  it('names every weighting once, in Spanish words rather than codes', () => {
    const labels = trainingLineWeightingFields.map((field) => trainingLineWeightingLabels[field]);
    expect(Object.keys(trainingLineWeightingLabels)).toEqual([...trainingLineWeightingFields]);
    expect(new Set(labels).size).toBe(10);
    for (const label of labels) expect(label).toMatch(/^[A-ZÁÉÍÓÚÑ][\p{L} ]+$/u);
  });
});
