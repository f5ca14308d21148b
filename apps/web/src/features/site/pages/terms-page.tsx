import { DISPUTE_MEDIATION_DAYS, DISPUTE_RESPONSE_DAYS } from '@skillora/shared/dispute-rules';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import { usePaymentTerms } from '../../contracts';
import { ArticlePage, ArticleSection, proseLinkClass } from '../components/article-page';

/** A configured number of days, or an ellipsis while the rules load. */
const days = (n: number | undefined) => (n === undefined ? '…' : formatCount(n, 'day'));

/** Plain-language terms for the product as it is built today (fees and escrow as they stand). */
export function TermsPage() {
  // The configured rules (SERVICE_FEE_PERCENT, AUTO_RELEASE_DAYS, PAYOUT_HOLD_DAYS), as /fees and /safepay show them.
  const terms = usePaymentTerms().data?.data;
  return (
    <ArticlePage
      title="Terms of Service"
      intro="These terms are the rules for using Skillora. They are short on purpose: please read them."
    >
      <ArticleSection title="Your account">
        <p>
          You need an account, confirmed by a code sent to your email or through your Google account, to post
          jobs or send proposals. Give your real name and an email you read, keep your password to yourself,
          and tell us if you think someone else used your account. One person, one account.
        </p>
      </ArticleSection>
      <ArticleSection title="Clients and freelancers">
        <p>
          Clients post jobs that describe real work, with an honest budget. Freelancers send proposals only
          for work they can do, at the price they state. What you agree with each other about the work is
          between you; Skillora is the place where you meet.
        </p>
      </ArticleSection>
      <ArticleSection title="Fees and payments">
        <p>
          Joining, posting a job and sending a proposal are free. Our only fee is{' '}
          {terms?.serviceFeePercent ?? '…'} % of each released milestone, taken from the freelancer's share;
          clients pay no marketplace fee. The fee is shown before anyone pays, and these terms will say so at
          least 30 days before it changes.
        </p>
        <p>
          Payments go through SafePay escrow. When a client funds a milestone, Skillora holds the money in
          escrow. It is released to the freelancer when the client approves the work, or automatically{' '}
          {days(terms?.autoReleaseDays)} after a submission if the client neither approves it nor asks for
          changes. Released money is pending for {days(terms?.payoutHoldDays)}, then available to withdraw.
        </p>
        <p>
          A funded milestone with no work submitted is refunded to the client when the freelancer agrees or
          when an admin decides it. See{' '}
          <Link to="/safepay" className={proseLinkClass}>
            How SafePay works
          </Link>{' '}
          and{' '}
          <Link to="/fees" className={proseLinkClass}>
            Fees
          </Link>
          .
        </p>
      </ArticleSection>
      <ArticleSection title="Disputes">
        <p>
          If a deal goes wrong, either party may open a dispute on a milestone whose money is in escrow. The
          money stays frozen until the dispute ends. The other party has {days(DISPUTE_RESPONSE_DAYS)} to
          answer; without an answer, the request is granted. The parties may settle at any time; once both
          have given their side, either may ask an admin to decide within {days(DISPUTE_MEDIATION_DAYS)}. An
          admin's decision is final on Skillora. Disputes are free.
        </p>
      </ArticleSection>
      <ArticleSection title="What is not allowed">
        <p>
          No fraud, spam, harassment, discrimination, illegal work, or jobs that ask for free work. Do not
          copy other people's work or collect other users' data.
        </p>
      </ArticleSection>
      <ArticleSection title="Moderation">
        <p>
          Our admins may unlist a job or block an account that breaks these rules. An unlisted job's owner is
          told why. A blocked account is signed out everywhere at once. If you think we got it wrong, tell us
          through the{' '}
          <Link to="/feedback" className={proseLinkClass}>
            feedback form
          </Link>
          .
        </p>
      </ArticleSection>
      <ArticleSection title="Leaving">
        <p>
          You may stop using Skillora at any time and delete your account yourself in Profile Settings, under
          Delete account, once no money is held in escrow on your contracts, no contract is active and your
          wallet is empty. Records that money moved through are kept under 'Deleted user', as the{' '}
          <Link to="/privacy" className={proseLinkClass}>
            Privacy Policy
          </Link>{' '}
          explains.
        </p>
      </ArticleSection>
      <ArticleSection title="Changes">
        <p>We will announce changes to these terms on this page before they apply.</p>
      </ArticleSection>
    </ArticlePage>
  );
}
