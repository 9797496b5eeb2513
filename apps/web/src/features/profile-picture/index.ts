export { ProfilePictureUpload } from './components/profile-picture-upload';
export { useProfilePictureUrl } from './use-profile-picture-url';
export { PICTURE_ACCEPT, PICTURE_TYPES, pictureProblem } from './validate-picture';
