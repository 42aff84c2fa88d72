import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';

/** What the blog says when the newsletter's mailed confirmation link brings the reader back. */
export const NEWSLETTER_CONFIRMED = {
  title: 'You’re subscribed!',
  description: 'Thanks for confirming. New guides will arrive in your inbox.',
};
export const NEWSLETTER_LINK_INVALID = {
  title: 'Link expired',
  description: 'This confirmation link is invalid or was already used. Subscribe again to get a new one.',
};

/**
 * The confirmation link (GET /api/newsletter/confirm) redirects to /blog?newsletter=confirmed|invalid: tell the
 * reader how it went, then drop the parameter so a reload does not say it again.
 */
export function useNewsletterConfirmation() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('newsletter');
  useEffect(() => {
    if (outcome !== 'confirmed' && outcome !== 'invalid') return;
    if (outcome === 'confirmed') {
      toast.success(NEWSLETTER_CONFIRMED.title, { id: 'newsletter', description: NEWSLETTER_CONFIRMED.description });
    } else {
      toast.error(NEWSLETTER_LINK_INVALID.title, {
        id: 'newsletter',
        description: NEWSLETTER_LINK_INVALID.description,
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('newsletter');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}
