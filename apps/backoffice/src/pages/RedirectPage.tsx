import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getToken } from '@eldercare/api-client';
import { redirectAfterLogin } from '../router/guard';

/**
 * SPEC §2 `/redirect/:path*`: navigating here and straight back remounts the target, which is
 * how a page is refreshed in place.
 */
export function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = location.pathname.replace(/^\/redirect/, '') || '/';
    navigate(`${target}${location.search}`, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}

/**
 * SPEC §2 `/auth-redirect`: a public route, but it never signs a browser in from its address. A
 * token in a link would sign whoever opens it into the link maker's account — they would then type
 * their data into it — and nothing in SPEC hands a sign-in to this application that way (the
 * token SPEC appends goes out, to the systems behind `http…` menu entries). So a `token` in the
 * query is ignored and dropped from the address; the page forwards to the `redirect` path (local
 * only) when this browser is signed in, else to the login page that comes back there.
 */
export function AuthRedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = redirectAfterLogin(new URLSearchParams(location.search));
    if (getToken()) navigate(target, { replace: true });
    else
      navigate(target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`, {
        replace: true,
      });
  }, [location.search, navigate]);
  return null;
}
