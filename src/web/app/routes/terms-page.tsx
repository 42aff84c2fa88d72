import { Link } from 'react-router';
import { SIGNUP_FREE_CREDITS } from '../../../shared/constants.ts';
import { GUEST_FREE_GENERATIONS } from '../../../shared/contracts/generation.ts';
import { LegalPage, type LegalSection } from '../../components/legal-page.tsx';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account, generating artwork as a guest, or buying a plan, you agree to these Terms of Service. If
        you use Soundsleeve on behalf of a band, label or company, you confirm that you may accept them for it.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to buy a plan or keep a history of your covers. Give us a working email address, keep your
          password private, and tell us at once if you think someone else has used your account. You are responsible for
          what happens under your account.
        </p>
        <p>You must be at least 16 years old, or the age of digital consent where you live, to create an account.</p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Free generations, credits and plans',
    body: (
      <ul>
        <li>
          Guests may make {GUEST_FREE_GENERATIONS} free generations. Signing up adds {SIGNUP_FREE_CREDITS} free credits
          to your account.
        </li>
        <li>
          Each generation uses one credit, whether it draws one version of a cover or several. A generation that fails
          is refunded to you automatically as a credit.
        </li>
        <li>
          Plans (Starter, Pro and Studio) are billed monthly in advance and renew each month until you cancel. Each
          billing period adds the credits of your plan; the Studio plan has no monthly credit limit and is subject to a
          fair-use daily limit.
        </li>
        <li>
          You can cancel at any time; the cancellation takes effect at the end of the current billing period and you
          keep access until then. Refunds follow our{' '}
          <Link to="/refunds" className="tap-inline text-ember underline underline-offset-4">
            Refund Policy
          </Link>
          .
        </li>
        <li>Credits have no cash value and cannot be transferred or resold.</li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your prompts and your covers',
    body: (
      <>
        <p>
          You keep all rights you have in the ideas, prompts, titles and artist names you submit. Subject to these terms
          and to payment of any fees due, the covers you generate are yours to use, including commercially: on streaming
          services, physical releases, merchandise and promotion.
        </p>
        <p>
          Generated images can resemble existing works. Before you release a cover, check that it does not infringe
          anyone else’s rights, in particular trademarks, logos and the likeness of real people.
        </p>
        <p>
          We use your prompts and covers only to provide the service to you. We do not use them to train models and do
          not show them to anyone unless you publish them.
        </p>
      </>
    ),
  },
  {
    id: 'gallery',
    title: 'Publishing to the community gallery',
    body: (
      <p>
        When you publish a cover to the gallery, you let Soundsleeve and its visitors display it on the site, together
        with the title, artist name and genre you give. You can unpublish it at any time, after which we stop showing
        it.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to use Soundsleeve to create or share material that:</p>
        <ul>
          <li>sexualises minors, or depicts sexual content involving real people without their consent;</li>
          <li>harasses, threatens or promotes violence or hatred against people or groups;</li>
          <li>impersonates a real artist or passes off another artist’s identity or artwork as your own;</li>
          <li>infringes copyright, trademarks or other rights of others.</li>
        </ul>
        <p>
          You also agree not to disrupt the service, probe it for weaknesses without permission, get around credit or
          rate limits, or access it by automated means other than our published API.
        </p>
      </>
    ),
  },
  {
    id: 'api',
    title: 'API access',
    body: (
      <p>
        Use of the Soundsleeve API is subject to these terms and to the daily request limits of your plan. Keep your API
        keys secret; requests made with your key count against your account.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Soundsleeve available and fast, but we do not promise uninterrupted service. We may change or
        discontinue features; if we discontinue a paid feature, we will refund the unused part of your current period.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <p>
        Soundsleeve is provided “as is”. To the extent the law allows, our total liability for any claim relating to the
        service is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms
        limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or close accounts that break these terms, after telling
        you why where we reasonably can. Sections on your content, liability and these terms’ interpretation survive
        termination.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. If a change materially affects you, we will tell you by email or in the app at least
        14 days before it takes effect. Continuing to use Soundsleeve after that means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Reach us through the{' '}
        <Link to="/contact" className="tap-inline text-ember underline underline-offset-4">
          contact page
        </Link>
        .
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 June 2025"
      intro={
        <p>
          These terms explain what you can expect from Soundsleeve and what we expect from you when you use it to create
          album artwork.
        </p>
      }
      sections={sections}
    />
  );
}
