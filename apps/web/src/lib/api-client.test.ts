import { changeRole, updateCohort } from '@intake/contracts/endpoints/admin';
import { applyToPartner } from '@intake/contracts/endpoints/company-forms';
import { setPassword } from '@intake/contracts/endpoints/password-links';
import { exportMyData } from '@intake/contracts/endpoints/privacy';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, headersOf, jsonResponse, makeToken, noResponse, stubApi } from '../test/api-stub';
import {
  apiFetch,
  apiRequest,
  callEndpoint,
  endpointUrl,
  fetchEndpoint,
  startEarlyRequest,
} from './api-client';
import { ApiError, NoResponseError } from './api-error';
import { saveSession } from './session';

describe('api client', () => {
  it('turns a non-2xx answer into an ApiError carrying message, code, details and status', async () => {
    stubApi({
      'POST /api/x': () => jsonResponse(409, { message: 'Taken', code: 'CONFLICT', details: { a: 1 } }),
    });
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Taken', code: 'CONFLICT', status: 409, details: { a: 1 } });
  });

  it('throws NoResponseError when the server cannot be reached', async () => {
    stubApi({ 'GET /api/x': noResponse });
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(NoResponseError);
  });

  it('sends JSON only with a body, and the bearer token only on authenticated calls', async () => {
    saveSession(makeToken());
    const fetchMock = stubApi({ 'POST /api/x': () => jsonResponse(200, {}) });
    await apiRequest('/api/x', { method: 'POST', authenticated: true });
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 } });
    const [withToken, withBody] = fetchMock.mock.calls.map(([, init]) => headersOf(init ?? {}));
    expect(withToken?.get('Authorization')).toBe(`Bearer ${makeToken()}`);
    expect(withToken?.has('Content-Type')).toBe(false);
    expect(withBody?.get('Content-Type')).toBe('application/json');
    expect(withBody?.has('Authorization')).toBe(false);
  });

  it('ends the session on a 401 to an authenticated call', async () => {
    saveSession(makeToken());
    stubApi({
      'GET /api/user/me': () => errorResponse(401, 'Please log in to continue.', 'UNAUTHENTICATED'),
    });
    await expect(apiRequest('/api/user/me', { authenticated: true })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps the session on a 403, and maps an error answer that is not the error shape', async () => {
    saveSession(makeToken());
    stubApi({ 'GET /api/elder/x': () => new Response('<html>proxy error</html>', { status: 403 }) });
    const error = await apiRequest('/api/elder/x', { authenticated: true }).catch((caught) => caught);
    expect(error).toMatchObject({ status: 403, code: 'INTERNAL' });
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  it('hands back the raw response for headers and files, with the Accept the caller asks for', async () => {
    saveSession(makeToken());
    const fetchMock = stubApi({
      'GET /api/file': () => new Response('xlsx bytes', { status: 200, headers: { 'x-total-count': '7' } }),
    });
    const response = await apiFetch('/api/file', {
      authenticated: true,
      headers: { Accept: 'application/vnd.x' },
    });
    expect(response.headers.get('x-total-count')).toBe('7');
    expect(await response.text()).toBe('xlsx bytes');
    const headers = headersOf(fetchMock.mock.calls[0]?.[1] ?? {});
    expect(headers.get('accept')).toBe('application/vnd.x');
    expect(headers.get('authorization')).toMatch(/^Bearer /);
  });

  describe('a request started early, before its screen has loaded', () => {
    it("answers the screen's own call of that path once, without asking the server again", async () => {
      saveSession(makeToken());
      let served = 0;
      const fetchMock = stubApi({ 'GET /api/t': () => jsonResponse(200, { served: ++served }) });
      startEarlyRequest('/api/t');
      expect(await apiRequest('/api/t', { authenticated: true })).toEqual({ served: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(headersOf(fetchMock.mock.calls[0]?.[1] ?? {}).get('Authorization')).toBe(
        `Bearer ${makeToken()}`,
      );
      expect(await apiRequest('/api/t', { authenticated: true })).toEqual({ served: 2 });
    });

    it('is not used once 10 s old, by another session, or for a call that is not the same GET', async () => {
      saveSession(makeToken());
      let served = 0;
      const fetchMock = stubApi({
        'GET /api/t': () => jsonResponse(200, { served: ++served }),
        'POST /api/t': () => jsonResponse(200, { posted: true }),
      });
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        startEarlyRequest('/api/t');
        vi.setSystemTime(Date.now() + 10_000);
        expect(await apiRequest('/api/t', { authenticated: true })).toEqual({ served: 2 });
      } finally {
        vi.useRealTimers();
      }
      startEarlyRequest('/api/t');
      saveSession(makeToken({ id: 'someone-else' }));
      expect(await apiRequest('/api/t', { authenticated: true })).toEqual({ served: 4 });
      startEarlyRequest('/api/t');
      expect(await apiRequest('/api/t', { method: 'POST', authenticated: true })).toEqual({ posted: true });
      expect(fetchMock).toHaveBeenCalledTimes(6);
    });

    it('reports a failed early request as no answer to the screen that takes it', async () => {
      saveSession(makeToken());
      stubApi({ 'GET /api/t': noResponse });
      startEarlyRequest('/api/t');
      await expect(apiRequest('/api/t', { authenticated: true })).rejects.toBeInstanceOf(NoResponseError);
    });
  });
});

describe('the client of the declared calls', () => {
  it('fills the path parameters and the query as declared, leaving empty values out', () => {
    expect(endpointUrl(updateCohort, { params: { cohortId: 'a b/c' } })).toBe('/api/admin/cohorts/a%20b%2Fc');
    expect(endpointUrl(changeRole, { query: { email: 'ada@example.org', newRole: 'ELDER', note: '' } })).toBe(
      '/api/admin/changeRole/?email=ada%40example.org&newRole=ELDER',
    );
    expect(() => endpointUrl(updateCohort)).toThrow(/cohortId/);
  });

  it('sends the method, the body and the session as the rule asks, and parses the declared answer', async () => {
    saveSession(makeToken());
    const fetchMock = stubApi({
      'PUT /api/admin/cohorts/c-1': () => jsonResponse(200, { message: 'Saved' }),
      'POST /api/partner/apply': () => jsonResponse(201, { message: 'Received' }),
    });
    const cohort = { tuitionFee: 1, startMonth: 'JANUARY', startYear: 2027 } as const;
    await expect(callEndpoint(updateCohort, { params: { cohortId: 'c-1' }, body: cohort })).resolves.toEqual({
      message: 'Saved',
    });
    const application = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.org',
      companyName: 'Acme',
      designation: 'CTO',
      message: 'Hello',
    };
    await callEndpoint(applyToPartner, { body: application });
    const [staff, visitor] = fetchMock.mock.calls.map(([, init]) => init ?? {});
    expect(staff?.method).toBe('PUT');
    expect(JSON.parse(String(staff?.body))).toEqual(cohort);
    expect(headersOf(staff ?? {}).get('Authorization')).toBe(`Bearer ${makeToken()}`);
    // A public call goes without the session.
    expect(headersOf(visitor ?? {}).has('Authorization')).toBe(false);
  });

  it('will not type-check a call without the path parameters or body its declaration names', () => {
    const calls = [
      // @ts-expect-error the cohort's id is a path parameter of the call.
      () => callEndpoint(updateCohort, { body: { tuitionFee: 1, startMonth: 'JANUARY', startYear: 2027 } }),
      // @ts-expect-error a partner application is its body.
      () => callEndpoint(applyToPartner),
    ];
    expect(calls).toHaveLength(2);
  });

  it('sends the request headers a call declares, and no body where its body may be left out', async () => {
    const fetchMock = stubApi({
      'PATCH /api/user/password/a-link-token-of-16': () => jsonResponse(200, { message: 'Password set' }),
    });
    await callEndpoint(setPassword, {
      params: { token: 'a-link-token-of-16' },
      headers: { response: 'Password1!' },
    });
    const [init] = fetchMock.mock.calls.map(([, request]) => request ?? {});
    expect(headersOf(init ?? {}).get('response')).toBe('Password1!');
    expect(init?.body).toBeUndefined();
  });

  it('hands back the raw answer of a call that answers a file, asking for its declared type', async () => {
    saveSession(makeToken());
    const fetchMock = stubApi({
      'GET /api/user/me/export': () =>
        new Response('zip', { headers: { 'Content-Type': 'application/zip' } }),
    });
    const response = await fetchEndpoint(exportMyData);
    expect(await response.text()).toBe('zip');
    const [init] = fetchMock.mock.calls.map(([, request]) => request ?? {});
    expect(headersOf(init ?? {}).get('Accept')).toBe('application/zip');
    expect(headersOf(init ?? {}).get('Authorization')).toBe(`Bearer ${makeToken()}`);
  });
});
