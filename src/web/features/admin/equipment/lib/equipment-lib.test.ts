import { describe, expect, it } from 'vitest';
import { messages, shellTexts } from '../../../../../shared/messages';
import type { Equipment } from '../../../../../shared/schemas/equipment';
import { ApiError } from '../../../../lib/api-client';
import { filterByName } from './filter';
import { bodyOf, emptyEquipment, formValuesOf, imageFailureText, validateEquipment } from './form-values';

const item = (id: number, name: string): Equipment => ({
  id,
  name,
  path: name.toLowerCase().replace(/\s+/g, '-'),
  imageUrl: null,
  videoUrl: null,
  showVideo: false,
  instructions: '',
});

describe('filterByName', () => {
  const items = [item(1, 'Monkey Bars'), item(2, 'Warped Wall'), item(3, 'Rope Climb')];

  it('keeps names containing the term in any case, and everything for a blank term', () => {
    expect(filterByName(items, 'bar').map((found) => found.id)).toEqual([1]);
    expect(filterByName(items, ' WALL ').map((found) => found.id)).toEqual([2]);
    expect(filterByName(items, 'o').map((found) => found.id)).toEqual([1, 3]);
    expect(filterByName(items, '   ')).toBe(items);
    expect(filterByName(items, 'zip')).toEqual([]);
  });
});

describe('the equipment form values', () => {
  it("check with the server's schema: name required, video a YouTube or Vimeo address, shown only when given", () => {
    expect(validateEquipment(emptyEquipment).name).toBe('Name is required');
    expect(validateEquipment({ ...emptyEquipment, name: '!!!' }).name).toBe(
      messages.equipmentNameNeedsLetter,
    );
    const named = { ...emptyEquipment, name: 'Monkey Bars' };
    expect(validateEquipment(named)).toEqual({});
    expect(validateEquipment({ ...named, videoUrl: 'javascript:alert(1)' }).videoUrl).toBe(
      messages.videoUrlInvalid,
    );
    expect(validateEquipment({ ...named, showVideo: true }).videoUrl).toBe(messages.videoUrlNeeded);
    expect(
      validateEquipment({ ...named, showVideo: true, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toEqual({});
  });

  it('round-trip a stored obstacle and send trimmed text without the image', () => {
    const stored = { ...item(4, 'Rope Climb'), videoUrl: 'https://vimeo.com/76979871', showVideo: true };
    const values = formValuesOf(stored);
    expect(values).toEqual({
      name: 'Rope Climb',
      videoUrl: 'https://vimeo.com/76979871',
      showVideo: true,
      instructions: '',
      image: null,
    });
    expect(formValuesOf(item(5, 'Wall')).videoUrl).toBe('');
    const file = new File([new Uint8Array(4)], 'rope.png', { type: 'image/png' });
    expect(bodyOf({ ...values, name: ' Rope Climb ', videoUrl: ' ', image: file })).toEqual({
      name: 'Rope Climb',
      videoUrl: '',
      showVideo: true,
      instructions: '',
    });
  });

  it('explain a refused upload by its `file` message, its error, or the offline text', () => {
    const refused = new ApiError(400, 'Bad upload', { file: 'The file must be an image' });
    expect(imageFailureText(refused)).toBe('The file must be an image');
    expect(imageFailureText(new ApiError(413, 'Too big'))).toBe('Too big');
    expect(imageFailureText(new TypeError('Failed to fetch'))).toBe(shellTexts.networkError);
  });
});
