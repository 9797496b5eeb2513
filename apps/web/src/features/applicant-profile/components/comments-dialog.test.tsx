import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, headersOf, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { PATH_COMMENT_MAX } from '../api/create-comment';
import { ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';

const LIST = `GET /api/elder/allInterviewComment/${ENCODED}`;
const first = {
  id: 'c1',
  comment: 'Strong at maths',
  author: 'Efe Elder',
  createdAt: '2030-01-05T10:00:00.000Z',
};
const second = {
  id: 'c2',
  comment: 'Good answers',
  author: 'Ezra Admin',
  createdAt: '2030-01-06T11:30:00.000Z',
};
const listOf = (...comments: (typeof first)[]) => ({
  commentList: Object.fromEntries(comments.map((c) => [c.id, c.comment])),
  comments,
});

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/interviewComment/createComment/'));

async function openComments(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ [PROFILE_KEY]: () => jsonResponse(200, makeProfile()), ...handlers });
  const view = renderApp(`/profile/${ENCODED}`);
  await waitForProfile();
  await view.user.click(await screen.findByRole('button', { name: 'Add/View Comments' }));
  const dialog = await screen.findByRole('dialog', { name: 'Interview Comments' });
  return { ...view, fetchMock, dialog };
}

describe('comments dialog', () => {
  beforeEach(() => signInAs('ELDER'));

  it('lists every comment with its author and time, asked for with the token', async () => {
    const { dialog, fetchMock } = await openComments({
      [LIST]: () => jsonResponse(200, listOf(first, second)),
    });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Strong at maths');
    expect(items[0]).toHaveTextContent('Efe Elder');
    expect(items[0]).toHaveTextContent('05-01-2030, 10:00 AM');
    expect(items[1]).toHaveTextContent('Ezra Admin');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('allInterviewComment'));
    expect(String(call?.[0])).toBe('/api/elder/allInterviewComment/ada%2B1%40example.org');
    expect(headersOf(call?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
  });

  it('says so when there are none', async () => {
    const { dialog } = await openComments({ [LIST]: () => jsonResponse(200, listOf()) });
    expect(await within(dialog).findByText('No comments yet.')).toBeInTheDocument();
  });

  it('adds a short comment with its text in the path, no body, the button disabled while sending', async () => {
    const answer = deferred<Response>();
    const path = `/api/interviewComment/createComment/${ENCODED}/${encodeURIComponent('Good fit? Yes & more')}`;
    const { dialog, user, fetchMock } = await openComments({
      [LIST]: () => jsonResponse(200, listOf(first)),
      [`POST ${path}`]: () => answer.promise,
    });
    await within(dialog).findByText('Strong at maths');
    await user.type(within(dialog).getByRole('textbox', { name: 'New comment' }), 'Good fit? Yes & more');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    const busy = within(dialog).getByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(posts(fetchMock)).toHaveLength(1);
    const [url, init] = posts(fetchMock)[0] ?? [];
    expect(url).toBe(path);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(headersOf(init ?? {}).get('Authorization')).toMatch(/^Bearer /);

    const added = { ...second, id: 'c3', comment: 'Good fit? Yes & more' };
    answer.resolve(jsonResponse(200, listOf(first, added)));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('Good fit? Yes & more');
    expect(within(dialog).getByRole('textbox', { name: 'New comment' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Add comment' })).toBeEnabled();
  });

  it('sends long text (or text with a slash) as a JSON body', async () => {
    const long = `${'Very thorough answer. '.repeat(20)}`.trim();
    expect(long.length).toBeGreaterThan(PATH_COMMENT_MAX);
    const { dialog, user, fetchMock } = await openComments({
      [LIST]: () => jsonResponse(200, listOf()),
      [`POST /api/interviewComment/createComment/${ENCODED}`]: () =>
        jsonResponse(200, listOf({ ...first, comment: long })),
    });
    const box = await within(dialog).findByRole('textbox', { name: 'New comment' });
    await user.click(box);
    await user.paste(long);
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [url, init] = posts(fetchMock)[0] ?? [];
    expect(url).toBe(`/api/interviewComment/createComment/${ENCODED}`);
    expect(JSON.parse(String(init?.body))).toEqual({ comment: long });
    expect(headersOf(init ?? {}).get('Content-Type')).toBe('application/json');
    expect(await within(dialog).findByText(long)).toBeInTheDocument();

    await user.type(box, 'Pass/fail: pass');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1]?.[0]).toBe(`/api/interviewComment/createComment/${ENCODED}`);
    expect(JSON.parse(String(posts(fetchMock)[1]?.[1]?.body))).toEqual({ comment: 'Pass/fail: pass' });
  });

  it('refuses an empty comment without a call, and shows a server refusal', async () => {
    const { dialog, user, fetchMock } = await openComments({
      [LIST]: () => jsonResponse(200, listOf()),
      [`POST /api/interviewComment/createComment/${ENCODED}/ok`]: () =>
        errorResponse(403, 'You do not have permission to do that.', 'FORBIDDEN'),
    });
    await within(dialog).findByText('No comments yet.');
    await user.type(within(dialog).getByRole('textbox', { name: 'New comment' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(within(dialog).getByText('Write a comment first')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'New comment' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'New comment' }), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'New comment' })).toHaveValue('ok');
  });
});
