import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnPath } from '../../lib/return-to.ts';
import { toast } from '../../lib/toast.tsx';

/**
 * Where the verification link sends people: back to the page they came from (a guest out of free covers, to the
 * generator), marked so it can say the address is verified. Home when none is known.
 */
export function verifiedCallback(path: string = returnPath()): string {
  const url = new URL(path, 'https://soundsleeve.invalid');
  url.searchParams.set('verified', '1');
  return `${url.pathname}${url.search}`;
}

/**
 * Says 'Email verified' once when the verification link lands (better-auth redirects to verifiedCallback() after
 * verifying), wherever it lands, then drops the mark from the address so a reload or a shared link says nothing.
 */
export function useEmailVerifiedNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('verified') !== '1') return;
    toast.success('Email verified', { description: 'Your address is confirmed. Welcome to Soundsleeve.' });
    params.delete('verified');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
}
