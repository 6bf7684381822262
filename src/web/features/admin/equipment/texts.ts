/**
 * Screen texts of the admin equipment screens that docs/spec.md leaves open (its own texts, such as
 * 'No Equipment', 'No Image' and the Created / Updated toasts, come from src/shared/messages.ts).
 */
export const equipmentTexts = {
  nameLabel: 'Name',
  videoLabel: 'Video address',
  videoDescription: 'A YouTube or Vimeo link, e.g. https://www.youtube.com/watch?v=…',
  showVideoLabel: 'Show the video on Tips & Rules',
  instructionsLabel: 'Instructions',
  imageLabel: 'Image',
  create: 'Create',
  creating: 'Creating',
  save: 'Save',
  saving: 'Saving',
  loadingList: 'Loading equipment…',
  loadingOne: 'Loading the obstacle…',
  notFoundNoun: 'obstacle',
  notFound: 'There is no obstacle with this id.',
  noMatch: 'No equipment matches this filter.',
  addLink: 'Add equipment',
  manageLink: 'Manage equipment',
  removeLink: 'Remove equipment',
  view: 'View',
  edit: 'Edit',
  remove: 'Remove',
  removeTitle: 'Remove Equipment',
  removeDescription: (name: string) =>
    `Removing ${name} deletes it and takes it off every location that lists it. Type its name to confirm.`,
  removeHint: 'Choose Remove beside an obstacle, then type its exact name to confirm.',
  video: 'Video',
  noVideo: 'No video',
  videoShown: 'Shown on Tips & Rules',
  videoHidden: 'Not shown on Tips & Rules',
  publicPage: 'See it on Tips & Rules',
  noInstructions: 'No instructions yet.',
  imageFailed: 'Saved, but the image could not be added:',
  saveFailed: 'The obstacle could not be saved.',
} as const;
