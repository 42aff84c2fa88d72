import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';

/** Where the verification link sends people: the home page, marked so it can say the address is verified. */
export const VERIFIED_CALLBACK = '/?verified=1';

/**
 * Says 'Email verified' once when the verification link lands (better-auth redirects to VERIFIED_CALLBACK after
 * verifying), then drops the mark from the address so a reload or a shared link says nothing.
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
