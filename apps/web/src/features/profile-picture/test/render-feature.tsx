import type { UserData } from '@intake/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { makeToken, testUser } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';

/** Renders one of this feature's components inside the app's providers, signed in as `user`. */
export function renderSignedIn(ui: ReactNode, user: Partial<UserData> = {}) {
  saveSession(makeToken(user));
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  );
  return { ...view, user: userEvent.setup() };
}

/**
 * jsdom has no blob: URLs; each created one is numbered, and revoked ones are recorded.
 * Returns the two mocks and a function that puts the originals back.
 */
export function stubBlobUrls() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let count = 0;
  const create = vi.fn((_blob: Blob) => `blob:picture-${++count}`);
  const revoke = vi.fn((_url: string) => undefined);
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  const restore = () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  };
  return { create, revoke, restore };
}

/** A picture file of the given type; `size` fakes a large one without allocating it. */
export function pictureFile(name = 'me.png', type = 'image/png', size?: number) {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const pictureResponse = () =>
  // A typed array, not a Blob: jsdom's Blob is not one the test's Response can read.
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    status: 200,
    headers: { 'Content-Type': 'image/png' },
  });

export const uploadedAnswer = (id: string) => ({
  id,
  secure_url: `https://portal.example.org/api/files/${id}`,
  original_filename: 'me.png',
  format: 'png',
});

export const userWithPicture = (id: string): UserData => ({
  ...testUser,
  profilePictureUrl: `https://portal.example.org/api/files/${id}`,
});
