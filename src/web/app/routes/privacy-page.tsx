import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../../components/legal-page.tsx';

const link = 'tap-inline text-ember underline underline-offset-4';

const sections: LegalSection[] = [
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>When you create an account:</p>
        <ul>
          <li>your email address, name and display name, and a one-way hash of your password (never the password);</li>
          <li>your two-factor secret and passkeys, if you turn them on;</li>
          <li>
            your sessions: when each started, the network address and the browser it came from, so you can see and end
            them under Account security;
          </li>
          <li>
            your credits and every change to them, your plan and your orders (the card itself stays with the payment
            provider: we never see its number);
          </li>
          <li>your ideas, the prompts and scene descriptions made from them, and the covers drawn;</li>
          <li>what you publish to the gallery, your likes, your bio and your avatar;</li>
          <li>
            if you make API keys: their names and a one-way hash of each (never the key), when each was last used, how
            many requests your keys made each day, and for 24 hours the answers to requests sent with an
            Idempotency-Key.
          </li>
        </ul>
        <p>
          As a guest, we keep the covers you make with a random id in a cookie in your browser, and the network address
          they came from, to hold the free generations to three a person. If you then sign up or log in from that
          browser, the covers move into your account and the address is removed from them (from a cover still being
          made, once it is done).
        </p>
        <p>
          Messages you send through the contact form and newsletter subscriptions are kept with the email address you
          give.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we store it',
    body: (
      <ul>
        <li>
          to sign you in and keep your account safe (passwords, two-factor, sessions, limits on repeated attempts);
        </li>
        <li>to make your covers, keep them for you to download, and count the credits they use;</li>
        <li>to take payment for a plan and grant what it includes;</li>
        <li>to show what you publish in the community gallery;</li>
        <li>
          to answer your messages and send the mails you ask for (confirmations, password resets, the newsletter).
        </li>
      </ul>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account and everything in it: until you delete the account.</li>
        <li>
          A session: 30 days with “Remember me”, otherwise until you close the browser; signing out ends it at once.
        </li>
        <li>A password reset link works for one hour.</li>
        <li>The guest cookie: one year.</li>
        <li>
          Contact messages: for as long as we need them to answer you and keep a record of support; ask us to delete
          yours.
        </li>
      </ul>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who else sees it',
    body: (
      <p>
        Nobody, except what you publish to the gallery (the cover, its title and artist, and its idea only if you choose
        to share it) and the services that do part of the work for us when they are switched on: the payment provider
        for plans, the mail service that delivers our mails and, for the outside image engines, the service that draws
        your cover, which receives the prompt.
      </p>
    ),
  },
  {
    id: 'delete-your-account',
    title: 'Deleting your account',
    body: (
      <>
        <p>
          Open your{' '}
          <Link to="/profile" className={link}>
            Profile
          </Link>
          , choose <strong>Delete account</strong> and confirm with your password. At once, we delete your account, your
          sessions, credits, orders, covers and their files, your gallery posts and likes, your profile and avatar, your
          API keys and their usage, and a running plan stops renewing. Files that another person’s cover also uses stay
          for them. This cannot be undone.
        </p>
        <p>
          To have contact messages or a newsletter subscription removed, write to us from the{' '}
          <Link to="/contact" className={link}>
            Contact
          </Link>{' '}
          page.
        </p>
      </>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="24 November 2026"
      intro="What Soundsleeve stores about you, why, for how long, and how to delete your account."
      sections={sections}
    />
  );
}
