import { FILE_MAX_BYTES } from '../files.ts';

const maxMegabytes = FILE_MAX_BYTES / 1024 / 1024;

/** The profile-picture sentences (docs/spec/portal-spec.md §2 sidebar, §9 "images only"). */
export const pictureCopy = {
  uploadPicture: 'Upload picture',
  uploading: 'Uploading…',
  saved: 'Your picture is saved.',
  pictureAlt: (firstName: string) => `${firstName}'s profile picture`,
  notAnImage: 'Please choose an image: a JPEG, PNG or WebP picture.',
  emptyFile: 'That file is empty. Please choose another picture.',
  tooLarge: `That picture is too large. Please choose one of at most ${maxMegabytes} MB.`,
  hint: `JPEG, PNG or WebP, at most ${maxMegabytes} MB.`,
};
