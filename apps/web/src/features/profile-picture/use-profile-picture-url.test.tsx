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
    ['https://portal.example.org/api/files/abc', '/api/files/abc'],
    ['/api/files/abc', '/api/files/abc'],
    ['https://images.example.org/me.png', null],
    ['/api/files/abc/extra', null],
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
      'GET /api/files/one': pictureResponse,
      'GET /api/files/two': pictureResponse,
    });
    const { result, rerender, unmount } = renderHook(({ url }) => useProfilePictureUrl(url), {
      initialProps: { url: 'https://portal.example.org/api/files/one' },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('blob:picture-1'));
    expect(headersOf(fetchMock.mock.calls[0]?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);

    rerender({ url: 'https://portal.example.org/api/files/two' });
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
      'GET /api/files/slow': async () => {
        await gate;
        return pictureResponse();
      },
    });
    const { unmount } = renderHook(() => useProfilePictureUrl('/api/files/slow'));
    unmount();
    release();
    await waitFor(() => expect(blobs.revoke).toHaveBeenCalledWith('blob:picture-1'));
  });

  it('is null when the picture cannot be fetched, so the initial shows', async () => {
    const fetchMock = stubApi({ 'GET /api/files/gone': () => new Response(null, { status: 404 }) });
    const { result } = renderHook(() => useProfilePictureUrl('/api/files/gone'));
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
