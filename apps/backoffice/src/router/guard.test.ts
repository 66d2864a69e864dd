import { describe, expect, it } from 'vitest';
import { decideRoute, publicRouteOf, redirectAfterLogin } from './guard';

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
  });

  it('only drops the screen flag when no one is signed in (so signing out again does not loop)', () => {
    expect(at('/login?redirectType=screen', false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(at('/elderlyInfo/index?redirectType=screen', false)).toEqual({
      kind: 'redirect',
      to: '/elderlyInfo/index',
    });
  });

  it('renders login and auth-redirect without the shell only when nothing else must happen first', () => {
    const none = new URLSearchParams();
    expect(publicRouteOf('/login', none, false)).toBe('/login');
    expect(publicRouteOf('/auth-redirect', new URLSearchParams('token=t'), false)).toBe('/auth-redirect');
    // A token: the shell's guard sends /login home or loads the user.
    expect(publicRouteOf('/login', none, true)).toBeUndefined();
    expect(publicRouteOf('/auth-redirect', none, true)).toBeUndefined();
    // The screen hand-over signs out through the shell's API client.
    expect(publicRouteOf('/login', new URLSearchParams('redirectType=screen'), false)).toBeUndefined();
    expect(publicRouteOf('/dashboard', none, false)).toBeUndefined();
    expect(publicRouteOf('/404', none, true)).toBeUndefined();
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
