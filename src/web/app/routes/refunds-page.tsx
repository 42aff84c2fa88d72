import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../../components/legal-page.tsx';

const sections: LegalSection[] = [
  {
    id: 'subscriptions',
    title: 'Subscription refunds',
    body: (
      <ul>
        <li>Refund within 7 days of purchase if no credits were used.</li>
        <li>Prorated refund at discretion if some were used.</li>
      </ul>
    ),
  },
  {
    id: 'credits',
    title: 'One-time credits',
    body: (
      <ul>
        <li>Unused one-time credits refundable within 48 hours.</li>
        <li>
          Soundsleeve sells monthly plans only: credits come with a plan or with your sign-up, and no one-time credit
          packs are on sale today. This point applies if they are offered.
        </li>
      </ul>
    ),
  },
  {
    id: 'processing',
    title: 'How refunds are processed',
    body: (
      <ul>
        <li>Refunds are processed in 5-10 business days; review takes 2-3 business days.</li>
        <li>
          Approved refunds go back to the card or payment method you used. Once a refund is issued, the credits from
          that purchase that you have not used are removed from your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancelling your plan',
    body: (
      <ul>
        <li>Cancellation takes effect at period end.</li>
        <li>
          You keep your plan and its remaining credits until the end of the period you have paid for; you are not
          charged again.
        </li>
      </ul>
    ),
  },
  {
    id: 'failed-generations',
    title: 'Failed generations',
    body: (
      <ul>
        <li>Failed generations are refunded automatically as credits.</li>
        <li>You do not need to contact us: the credit is back in your balance as soon as the generation fails.</li>
      </ul>
    ),
  },
  {
    id: 'request',
    title: 'How to request a refund',
    body: (
      <p>
        Send us a message through the{' '}
        <Link to="/contact" className="tap-inline text-ember underline underline-offset-4">
          contact page
        </Link>{' '}
        with the email address of your account and your order ID (shown on your payment confirmation). We confirm the
        outcome of the review by email.
      </p>
    ),
  },
];

export default function RefundsPage() {
  return (
    <LegalPage
      title="Refund Policy"
      updated="1 June 2025"
      intro={<p>We want every cover to be worth it. If something goes wrong, here is how refunds work.</p>}
      sections={sections}
    />
  );
}
