import { createApiClient } from '@eldercare/api-client';
import { describe, expect, it, vi } from 'vitest';
import { loginReturningHere, watchSessionEnd } from './session-lost';

/** A client whose transport answers every call with `body`. */
function clientAnswering(body: unknown, token: string | null) {
  const client = createApiClient({ getToken: () => token, clearToken: () => undefined });
  client.axios.defaults.adapter = async (config) => ({
    data: body,
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  return client;
}

describe('loginReturningHere', () => {
  it('carries the page and its query back through the login page', () => {
    expect(loginReturningHere({ pathname: '/elderlyInfo/details/7', search: '?modelType=edit' })).toBe(
      '/login?redirect=%2FelderlyInfo%2Fdetails%2F7%3FmodelType%3Dedit',
    );
  });
  it('keeps the redirect the login page already has', () => {
    expect(loginReturningHere({ pathname: '/login', search: '?redirect=%2Fx' })).toBe('/login?redirect=%2Fx');
  });
});

describe('watchSessionEnd', () => {
  it('reports once when a signed-in call answers that the session was ended (强退)', async () => {
    const client = clientAnswering({ code: 50008, msg: '未登录或登录已失效', data: null }, 'token');
    const ended = vi.fn();
    watchSessionEnd(client.axios, ended);
    await expect(client.request({ method: 'GET', url: '/a' })).rejects.toThrow();
    await expect(client.request({ method: 'GET', url: '/b' })).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('未登录或登录已失效');
  });

  it('ignores the same code on a call sent without a token, and other errors', async () => {
    const ended = vi.fn();
    const anonymous = clientAnswering({ code: 50008, msg: 'x', data: null }, null);
    watchSessionEnd(anonymous.axios, ended);
    await expect(anonymous.request({ method: 'GET', url: '/a' })).rejects.toThrow();
    const refused = clientAnswering({ code: 403, msg: 'x', data: null }, 'token');
    watchSessionEnd(refused.axios, ended);
    await expect(refused.request({ method: 'GET', url: '/a' })).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
  });
});
