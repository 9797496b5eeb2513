import { FILE_MAX_BYTES } from '@intake/contracts/files';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import {
  deferred,
  errorResponse,
  headersOf,
  jsonResponse,
  noResponse,
  stubApi,
} from '../../../test/api-stub';
import {
  pictureFile,
  pictureResponse,
  renderSignedIn,
  stubBlobUrls,
  uploadedAnswer,
  userWithPicture,
} from '../test/render-feature';
import { ProfilePictureUpload } from './profile-picture-upload';

const OLD_ID = '6f1c1c8e-0c53-4b7e-9a1e-000000000001';
const NEW_ID = '6f1c1c8e-0c53-4b7e-9a1e-000000000002';

let blobs: ReturnType<typeof stubBlobUrls>;
beforeEach(() => {
  blobs = stubBlobUrls();
});
afterEach(() => blobs.restore());

const fileInput = () => screen.getByLabelText('Upload picture') as HTMLInputElement;
const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

describe('profile picture upload', () => {
  it('shows the first letter of the first name without a picture, and accepts only images', async () => {
    const fetchMock = stubApi();
    renderSignedIn(<ProfilePictureUpload />, { firstName: 'ada', profilePictureUrl: null });
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the current picture, fetched with the session token into a blob: URL', async () => {
    const fetchMock = stubApi({ [`GET /api/files/${OLD_ID}`]: pictureResponse });
    renderSignedIn(<ProfilePictureUpload />, {
      profilePictureUrl: userWithPicture(OLD_ID).profilePictureUrl,
    });
    const img = await screen.findByRole('img', { name: "Ada's profile picture" });
    expect(img).toHaveAttribute('src', 'blob:picture-1');
    const [, init] = callsTo(fetchMock, 'GET', `/api/files/${OLD_ID}`)[0] ?? [];
    expect(headersOf(init ?? {}).get('Authorization')).toMatch(/^Bearer /);
  });

  it('uploads the picture as multipart, saves its URL, stores the fresh user and shows the new picture', async () => {
    const upload = deferred<Response>();
    const fetchMock = stubApi({
      'POST /api/files': () => upload.promise,
      'PATCH /api/user/saveProfilePicture': () => jsonResponse(200, userWithPicture(NEW_ID)),
      [`GET /api/files/${NEW_ID}`]: pictureResponse,
    });
    const { user } = renderSignedIn(<ProfilePictureUpload />);
    const file = pictureFile('me.png', 'image/png');
    await user.upload(fileInput(), file);

    const button = await screen.findByRole('button', { name: 'Uploading…' });
    expect(button).toBeDisabled();
    const [, init] = callsTo(fetchMock, 'POST', '/api/files')[0] ?? [];
    const headers = headersOf(init ?? {});
    expect(headers.get('Authorization')).toMatch(/^Bearer /);
    // The browser must set the multipart type with its boundary; a hand-set one would break it.
    expect(headers.get('Content-Type')).toBeNull();
    expect(init?.body).toBeInstanceOf(FormData);
    const sent = (init?.body as FormData | undefined)?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
    expect((sent as File).type).toBe('image/png');

    upload.resolve(jsonResponse(201, uploadedAnswer(NEW_ID)));
    expect(await screen.findByRole('status')).toHaveTextContent('Your picture is saved.');
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/user/saveProfilePicture');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ url: uploadedAnswer(NEW_ID).secure_url });
    expect(headersOf(patch?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
    expect(getSessionUser()?.profilePictureUrl).toBe(uploadedAnswer(NEW_ID).secure_url);
    expect(await screen.findByRole('img', { name: "Ada's profile picture" })).toHaveAttribute(
      'src',
      'blob:picture-1',
    );
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
  });

  it('sends one upload while one is in flight', async () => {
    const upload = deferred<Response>();
    const fetchMock = stubApi({
      'POST /api/files': () => upload.promise,
      'PATCH /api/user/saveProfilePicture': () => jsonResponse(200, userWithPicture(NEW_ID)),
      [`GET /api/files/${NEW_ID}`]: pictureResponse,
    });
    const { user } = renderSignedIn(<ProfilePictureUpload />);
    await user.upload(fileInput(), pictureFile('one.png'));
    // A second pick straight away (the input itself stays reachable to scripts).
    fireEvent.change(fileInput(), { target: { files: [pictureFile('two.png')] } });
    await user.click(screen.getByRole('button', { name: 'Uploading…' }));
    expect(callsTo(fetchMock, 'POST', '/api/files')).toHaveLength(1);
    upload.resolve(jsonResponse(201, uploadedAnswer(NEW_ID)));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/files')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PATCH', '/api/user/saveProfilePicture')).toHaveLength(1);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['anim.gif', 'image/gif'],
    ['doc.pdf', 'application/pdf'],
    ['mystery', ''],
  ])('refuses %s (%j) before sending anything', async (name, type) => {
    const fetchMock = stubApi();
    renderSignedIn(<ProfilePictureUpload />);
    // fireEvent, not user.upload: a picker set to "All files" ignores the accept attribute.
    fireEvent.change(fileInput(), { target: { files: [pictureFile(name, type)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose an image: a JPEG, PNG or WebP picture.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a picture over 5 MB before sending anything, and takes one of exactly 5 MB', async () => {
    const fetchMock = stubApi({
      'POST /api/files': () => jsonResponse(201, uploadedAnswer(NEW_ID)),
      'PATCH /api/user/saveProfilePicture': () => jsonResponse(200, userWithPicture(NEW_ID)),
      [`GET /api/files/${NEW_ID}`]: pictureResponse,
    });
    const { user } = renderSignedIn(<ProfilePictureUpload />);
    await user.upload(fileInput(), pictureFile('big.jpg', 'image/jpeg', FILE_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That picture is too large. Please choose one of at most 5 MB.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(fileInput(), pictureFile('fits.jpg', 'image/jpeg', FILE_MAX_BYTES));
    expect(await screen.findByRole('status')).toHaveTextContent('Your picture is saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/files')).toHaveLength(1);
  });

  it("shows the server's message when the upload is refused, and does not save", async () => {
    const fetchMock = stubApi({
      'POST /api/files': () => errorResponse(415, 'This file is not a JPEG, PNG or WebP image.', 'BAD_FILE'),
    });
    const { user } = renderSignedIn(<ProfilePictureUpload />);
    await user.upload(fileInput(), pictureFile('fake.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG or WebP image.');
    expect(callsTo(fetchMock, 'PATCH', '/api/user/saveProfilePicture')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
    expect(getSessionUser()?.profilePictureUrl).toBeNull();
  });

  it("shows the server's message when saving the picture fails", async () => {
    stubApi({
      'POST /api/files': () => jsonResponse(201, uploadedAnswer(NEW_ID)),
      'PATCH /api/user/saveProfilePicture': () =>
        errorResponse(400, 'Choose one of your own images', 'VALIDATION_FAILED'),
    });
    const { user } = renderSignedIn(<ProfilePictureUpload />);
    await user.upload(fileInput(), pictureFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of your own images');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks to connect when the upload gets no answer, and a later pick clears the message', async () => {
    let answer: () => Promise<Response> = noResponse;
    stubApi({
      'POST /api/files': () => answer(),
      'PATCH /api/user/saveProfilePicture': () => jsonResponse(200, userWithPicture(NEW_ID)),
      [`GET /api/files/${NEW_ID}`]: pictureResponse,
    });
    const { user } = renderSignedIn(<ProfilePictureUpload />);
    await user.upload(fileInput(), pictureFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect to the internet and try again');
    answer = async () => jsonResponse(201, uploadedAnswer(NEW_ID));
    await user.upload(fileInput(), pictureFile());
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 401 on the upload ends the session', async () => {
    stubApi({ 'POST /api/files': () => errorResponse(401, 'Please log in again', 'UNAUTHENTICATED') });
    const { user } = renderSignedIn(<ProfilePictureUpload />);
    await user.upload(fileInput(), pictureFile());
    await waitFor(() => expect(getSessionUser()).toBeNull());
  });
});
