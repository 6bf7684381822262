import { describe, expect, it } from 'vitest';
import { contentTexts } from '../texts';
import { contentOf, sectionBySlug, sectionIdFromState } from './catalogue';
import { addBodyOf, validateAdd, validateEdit } from './content-form';

const sections = [
  { id: 1, name: 'Welcome', slug: 'welcome', title: 'Welcome' },
  { id: 2, name: 'About', slug: 'about', title: 'About Us' },
];

describe('content form values', () => {
  it('sends the section as a number and leaves a missing one out', () => {
    expect(addBodyOf({ contentSectionId: '2', title: 'Hi', copy: '<p>x</p>' })).toEqual({
      contentSectionId: 2,
      title: 'Hi',
      copy: '<p>x</p>',
    });
    expect(addBodyOf({ contentSectionId: '', title: 'Hi', copy: '' })).toEqual({ title: 'Hi', copy: '' });
  });

  it("checks with the shared schema's messages and asks for a section in words", () => {
    expect(validateAdd({ contentSectionId: '', title: '  ', copy: '' })).toEqual({
      contentSectionId: contentTexts.chooseSection,
      title: 'Title is required',
    });
    expect(validateAdd({ contentSectionId: '1', title: 'Hello', copy: '' })).toEqual({});
    expect(validateEdit({ title: 'x'.repeat(201), copy: '' })).toEqual({
      title: 'Title must be 200 characters or fewer',
    });
  });
});

describe('content catalogue', () => {
  it('finds a section by slug in any case', () => {
    expect(sectionBySlug(sections, 'ABOUT')?.id).toBe(2);
    expect(sectionBySlug(sections, 'nope')).toBeNull();
  });

  it("lists one section's content", () => {
    const piece = (id: number, contentSectionId: number) => ({ id, contentSectionId, title: 't', copy: '' });
    expect(contentOf([piece(1, 1), piece(2, 2), piece(3, 1)], 1).map((item) => item.id)).toEqual([1, 3]);
  });

  it('takes a section chosen before arriving only when it is an id', () => {
    expect(sectionIdFromState({ contentSectionId: 2 })).toBe(2);
    for (const state of [null, undefined, 'x', {}, { contentSectionId: '2' }, { contentSectionId: 0 }]) {
      expect(sectionIdFromState(state)).toBeNull();
    }
  });
});
