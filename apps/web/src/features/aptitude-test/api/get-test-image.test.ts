import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { headersOf, makeToken, stubApi } from '../../../test/api-stub';
import { getTestImage, hasImage } from './get-test-image';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:image');
});
afterEach(() => vi.restoreAllMocks());

describe('test images', () => {
  it.each([
    ['no image', false],
    ['No Image', false],
    ['', false],
    ['  ', false],
    ['/api/applicant/test/images/pattern-1.svg', true],
  ])('%j has an image: %s', (value, expected) => {
    expect(hasImage(value)).toBe(expected);
  });

  it('sends the session token to this app only', async () => {
    saveSession(makeToken());
    const fetchMock = stubApi({
      'GET /api/applicant/test/images/a.svg': () => new Response('<svg/>', { status: 200 }),
      'GET https://images.example.org/a.svg': () => new Response('<svg/>', { status: 200 }),
    });
    expect(await getTestImage('/api/applicant/test/images/a.svg')).toBe('blob:image');
    await getTestImage('https://images.example.org/a.svg');
    const [own, other] = fetchMock.mock.calls.map(([, init]) => headersOf(init ?? {}));
    expect(own?.get('Authorization')).toMatch(/^Bearer /);
    expect(other?.get('Authorization')).toBeNull();
  });
});
