import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownFilePath } from '../../lib/own-file-path';
import { saveSession } from '../../lib/session';
import { headersOf, makeToken, stubApi } from '../../test/api-stub';
import { pictureResponse, stubBlobUrls } from './test/render-feature';
import { useProfilePictureUrl } from './use-profile-picture-url';

let blobs: ReturnType<typeof stubBlobUrls>;
beforeEach(() => {
  blobs = stubBlobUrls();
  saveSession(makeToken());
});
afterEach(() => blobs.restore());

describe('ownFilePath', () => {
  it.each([
    [
      'https://portal.example.org/api/files/0b7c2a3e-5f1d-4c8e-9a6b-1d2e3f4a5b6c',
      '/api/files/0b7c2a3e-5f1d-4c8e-9a6b-1d2e3f4a5b6c',
    ],
    ['/api/files/0b7c2a3e-5f1d-4c8e-9a6b-1d2e3f4a5b6c', '/api/files/0b7c2a3e-5f1d-4c8e-9a6b-1d2e3f4a5b6c'],
    ['https://images.example.org/me.png', null],
    // Stored files are named by a UUID: any other name is nobody's file here.
    ['/api/files/abc', null],
    ['/api/files/0b7c2a3e-5f1d-4c8e-9a6b-1d2e3f4a5b6c/extra', null],
  ])('%s → %s', (url, expected) => {
    expect(ownFilePath(url)).toBe(expected);
  });
});

describe('useProfilePictureUrl', () => {
  it('is null without a picture, and fetches nothing', () => {
    const fetchMock = stubApi();
    const { result } = renderHook(() => useProfilePictureUrl(null));
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a stored picture with the token; revokes its blob: URL on change and on unmount', async () => {
    const fetchMock = stubApi({
      'GET /api/files/11111111-1111-4111-8111-111111111111': pictureResponse,
      'GET /api/files/22222222-2222-4222-8222-222222222222': pictureResponse,
    });
    const { result, rerender, unmount } = renderHook(({ url }) => useProfilePictureUrl(url), {
      initialProps: { url: 'https://portal.example.org/api/files/11111111-1111-4111-8111-111111111111' },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('blob:picture-1'));
    expect(headersOf(fetchMock.mock.calls[0]?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);

    rerender({ url: 'https://portal.example.org/api/files/22222222-2222-4222-8222-222222222222' });
    expect(blobs.revoke).toHaveBeenCalledWith('blob:picture-1');
    // Never the old picture for the new URL.
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('blob:picture-2'));

    unmount();
    expect(blobs.revoke).toHaveBeenCalledWith('blob:picture-2');
  });

  it('revokes a picture that arrives after the component has gone', async () => {
    let release!: () => void;
    const gate = new Promise<void>((settle) => {
      release = settle;
    });
    stubApi({
      'GET /api/files/33333333-3333-4333-8333-333333333333': async () => {
        await gate;
        return pictureResponse();
      },
    });
    const { unmount } = renderHook(() =>
      useProfilePictureUrl('/api/files/33333333-3333-4333-8333-333333333333'),
    );
    unmount();
    release();
    await waitFor(() => expect(blobs.revoke).toHaveBeenCalledWith('blob:picture-1'));
  });

  it('is null when the picture cannot be fetched, so the initial shows', async () => {
    const fetchMock = stubApi({
      'GET /api/files/44444444-4444-4444-8444-444444444444': () => new Response(null, { status: 404 }),
    });
    const { result } = renderHook(() =>
      useProfilePictureUrl('/api/files/44444444-4444-4444-8444-444444444444'),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current).toBeNull();
    expect(blobs.create).not.toHaveBeenCalled();
  });

  it('shows an http(s) picture elsewhere as it is, without sending the token there', () => {
    const fetchMock = stubApi();
    const { result } = renderHook(() => useProfilePictureUrl('https://images.example.org/me.png'));
    expect(result.current).toBe('https://images.example.org/me.png');
    expect(fetchMock).not.toHaveBeenCalled();
    const other = renderHook(() => useProfilePictureUrl('javascript:alert(1)'));
    expect(other.result.current).toBeNull();
  });
});
