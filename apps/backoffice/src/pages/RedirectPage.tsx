import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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
 * SPEC §2 `/auth-redirect`: the landing of a sign-in handed over by another window (the token
 * arrives in the query); it stores the token and goes home.
 */
export function AuthRedirectPage({ onToken }: { onToken: (token: string) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    if (token) onToken(token);
    navigate(token ? params.get('redirect') || '/' : '/login', { replace: true });
  }, [location.search, navigate, onToken]);
  return null;
}
