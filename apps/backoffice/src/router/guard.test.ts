import { describe, expect, it } from 'vitest';
import { decideRoute, redirectAfterLogin } from './guard';

const at = (target: string, hasToken: boolean, hasRoles = false) => {
  const url = new URL(target, 'http://x');
  return decideRoute({ path: url.pathname, target, search: url.searchParams, hasToken, hasRoles });
};

describe('route guard (SPEC §4)', () => {
  it('without a token allows only login and auth-redirect', () => {
    expect(at('/login', false)).toEqual({ kind: 'allow' });
    expect(at('/auth-redirect', false)).toEqual({ kind: 'allow' });
    expect(at('/dashboard?x=1', false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard%3Fx%3D1',
    });
    expect(at('/404', false)).toMatchObject({ kind: 'redirect' });
  });

  it('with a token sends /login home', () => {
    expect(at('/login', true, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(at('/login', true, false)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('with a token but no roles loads the user first and re-enters the target', () => {
    expect(at('/elderlyInfo/index?_title=a', true)).toEqual({
      kind: 'loadUser',
      target: '/elderlyInfo/index?_title=a',
    });
  });

  it('with a token and roles allows', () => {
    expect(at('/dashboard', true, true)).toEqual({ kind: 'allow' });
  });

  it('signs out first when redirectType=screen, keeping the rest of the query', () => {
    expect(at('/dashboard?redirectType=screen&a=1', true, true)).toEqual({
      kind: 'logoutFirst',
      then: '/dashboard?a=1',
    });
    expect(at('/login?redirectType=screen', false)).toEqual({ kind: 'logoutFirst', then: '/login' });
  });

  it('returns after login only to local paths', () => {
    expect(redirectAfterLogin(new URLSearchParams('redirect=%2FelderlyInfo%2Findex'))).toBe(
      '/elderlyInfo/index',
    );
    expect(redirectAfterLogin(new URLSearchParams('redirect=https%3A%2F%2Fevil.example'))).toBe('/');
    expect(redirectAfterLogin(new URLSearchParams('redirect=%2F%2Fevil.example'))).toBe('/');
    expect(redirectAfterLogin(new URLSearchParams(''))).toBe('/');
  });
});
