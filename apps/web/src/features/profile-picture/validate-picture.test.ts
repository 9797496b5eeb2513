import { FILE_MAX_BYTES } from '@intake/contracts/files';
import { describe, expect, it } from 'vitest';
import { pictureFile } from './test/render-feature';
import { pictureProblem } from './validate-picture';

describe('pictureProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('takes a %s picture', (type) => {
    expect(pictureProblem(pictureFile('me', type))).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses %j', (type) => {
    expect(pictureProblem(pictureFile('me', type))).toBe(
      'Please choose an image: a JPEG, PNG or WebP picture.',
    );
  });

  it('refuses an empty file and one over 5 MB; takes exactly 5 MB', () => {
    expect(pictureProblem(pictureFile('me.png', 'image/png', 0))).toMatch(/empty/);
    expect(pictureProblem(pictureFile('me.png', 'image/png', FILE_MAX_BYTES + 1))).toBe(
      'That picture is too large. Please choose one of at most 5 MB.',
    );
    expect(pictureProblem(pictureFile('me.png', 'image/png', FILE_MAX_BYTES))).toBeNull();
  });
});
