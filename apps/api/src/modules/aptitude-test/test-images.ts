import { existsSync } from 'node:fs';
import path from 'node:path';

export const NO_IMAGE = 'no image';
export const TEST_IMAGES_PATH = '/api/applicant/test/images';

/** The pattern images: beside the bank in the sources, copied to test-images/ in the bundle. */
export const testImagesDir = [
  path.resolve(import.meta.dirname, 'bank/images'),
  path.resolve(import.meta.dirname, 'test-images'),
].find((dir) => existsSync(dir));

/** The address the browser loads an image from; 'no image' stays as the spec's client expects. */
export const testImageUrl = (image: string) =>
  image === NO_IMAGE ? NO_IMAGE : `${TEST_IMAGES_PATH}/${image}`;
