import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type AddContentBody, addContentBody } from '../../../../../shared/schemas/content';
import { ApiError } from '../../../../lib/api-client';
import { schemaCheck, showServerFieldErrors } from '../../../../lib/forms';
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

/**
 * After a failed save: the server's field messages go on the inputs they name; what no input shows
 * (the error itself, or a field the form lacks) is returned to show under the form, else null.
 */
export function saveFailure<Values extends Record<string, unknown>>(
  form: Pick<UseFormReturnType<Values>, 'setErrors' | 'getValues'>,
  error: unknown,
): string | null {
  if (!(error instanceof ApiError)) return contentTexts.offline;
  const unmatched = error.fields ? showServerFieldErrors(form, error) : [error.message];
  return unmatched.length > 0 ? unmatched.join(' ') : null;
}
