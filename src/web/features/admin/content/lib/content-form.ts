import type { FormErrors } from '@mantine/form';
import { type AddContentBody, addContentBody } from '../../../../../shared/schemas/content';
import { schemaCheck } from '../../../../lib/forms';
import { idFrom } from '../../../../lib/route-id';
import { contentTexts } from '../texts';

/** What the add form holds: the section as the select's text value ('' until one is chosen). */
export type ContentFormValues = {
  contentSectionId: string;
  title: string;
  copy: string;
};

/** What the edit form holds: its section is the page's, chosen outside the form. */
export type ContentEditValues = Omit<ContentFormValues, 'contentSectionId'>;

export const emptyContent: ContentFormValues = { contentSectionId: '', title: '', copy: '' };

/** The form's values as the body of POST /Content/Add; a missing section stays missing, so the schema names it. */
export function addBodyOf(values: ContentFormValues): Partial<AddContentBody> {
  const contentSectionId = idFrom(values.contentSectionId);
  return { title: values.title, copy: values.copy, ...(contentSectionId ? { contentSectionId } : {}) };
}

const checkAdd = schemaCheck<Partial<AddContentBody>>(addContentBody);
const checkEdit = schemaCheck<ContentEditValues>(addContentBody.pick({ title: true, copy: true }));

/** The shared addContentBody is the check; an unpicked section reads 'Choose a section'. */
export function validateAdd(values: ContentFormValues): FormErrors {
  const errors = checkAdd(addBodyOf(values));
  if (idFrom(values.contentSectionId) === null) errors.contentSectionId = contentTexts.chooseSection;
  return errors;
}

export const validateEdit = (values: ContentEditValues): FormErrors => checkEdit(values);
