import { Link } from 'react-router';
import { ArticlePage, ArticleSection, proseLinkClass } from '../components/article-page';

/**
 * What the product really collects and keeps, read from the code (the schema, the cookies the API
 * sets, the mails it sends, account deletion): docs/decisions/016-polish.md. A change to any of
 * those changes this page.
 */
export function PrivacyPage() {
  return (
    <ArticlePage
      title="Privacy Policy"
      intro="What we collect, why, and how to have it deleted, in plain words."
    >
      <ArticleSection title="What we collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Your account: your name, email and role (client or freelancer), and your password if you set one,
            stored only as a hash. If you use 'Continue with Google', we keep which Google account is linked
            to yours, with the email and picture Google gave us.
          </li>
          <li>
            Your profile and photo: the photo you upload, a freelancer's title, overview, skills, rate,
            country, time zone, languages, work history, education and portfolio (with its images), a client's
            company, location, website and description.
          </li>
          <li>What you post: jobs, proposals, saved jobs, offers, contracts and the work you submit.</li>
          <li>
            Your messages: what you write to the other person on a job, the files you attach, and when your
            messages were delivered and read.
          </li>
          <li>
            Payments: what was funded, released, refunded and withdrawn, and the fees taken. Money a client
            funds is held by Skillora in SafePay escrow until it is released or refunded, as the{' '}
            <Link to="/terms" className={proseLinkClass}>
              Terms of Service
            </Link>{' '}
            explain. Card details are handled by our payment provider: we never receive or store a card
            number, only the provider's reference to the card and to each payment.
          </li>
          <li>
            For each signed-in session: when it started, when it was last used, when it expires, and which
            browser and device it came from (read from what your browser sends). You see your sessions, and
            can sign any of them out, in Profile Settings under Active sessions; our admins see them to
            understand an account's activity.
          </li>
          <li>Your notifications, and which kinds of them you chose not to receive by email.</li>
          <li>
            Feedback you send us, and a record of admin actions (such as blocking an account or unlisting a
            job), kept for accountability.
          </li>
        </ul>
      </ArticleSection>
      <ArticleSection title="Cookies">
        <p>
          We use cookies only to make the site work, never for tracking or advertising, and scripts on the
          page cannot read them:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>The session cookie keeps you signed in, for up to 7 days; it is removed when you log out.</li>
          <li>
            A sign-up cookie, set when you sign up with an email and password, ties your sign-up to the
            browser you started it in, so that someone holding only the code from our email cannot complete
            it. It expires after 24 hours.
          </li>
          <li>
            A Google sign-in cookie, set only when you choose 'Continue with Google', keeps that round trip
            safe. It lasts at most 15 minutes and is removed when the sign-in finishes.
          </li>
        </ul>
        <p>
          Some things stay only in your browser's own storage, not in cookies, and are never sent to us: your
          theme, the role you picked while signing up, and the step you reached in a password reset.
        </p>
      </ArticleSection>
      <ArticleSection title="Who sees it">
        <p>
          Anyone can see what you publish: a client's jobs, with 'About the client' (name, company, location,
          description, website and record); a freelancer's profile and photo, on their public page and, once
          the profile is complete, in Find Talent. A proposal is seen only by the client it was sent to, and a
          conversation only by its two people. Our admins see accounts and posts to moderate them, and can
          open a conversation, for example when a message was flagged for sharing contact details or asking to
          pay outside Skillora. We do not sell or share your data with advertisers.
        </p>
      </ArticleSection>
      <ArticleSection title="Emails">
        <p>
          We email you the codes you ask for (to confirm your email, reset your password or change your
          email), a notice when your password or email changes, and notifications about your work, such as a
          new proposal, an offer, a funded or released milestone, a payout or a message while you are away.
          Every notification email has a one-click unsubscribe link that stops that kind of email; you can
          switch each kind on or off in Profile Settings under Notifications. Codes and security notices
          cannot be switched off.
        </p>
      </ArticleSection>
      <ArticleSection title="Deleting your account">
        <p>
          Delete your account yourself in Profile Settings, under Delete account. It is refused while money is
          held in escrow on your contracts, a contract is active or your wallet holds money, and says what to
          settle first. Your profile, photo, portfolio, sessions, notifications and the jobs and proposals no
          offer or contract points at are deleted at once; your other open jobs are closed and your waiting
          proposals withdrawn.
        </p>
        <p>
          If money has moved through your account (an offer, a contract or a payment names you), those records
          are kept, with the messages on the jobs that stay, because the other person and our accounts need
          them. They are anonymised, not deleted: they show 'Deleted user' and no longer carry your name,
          email or photo. Feedback you sent keeps the name and email you typed in it. If you cannot sign in,
          write to us through the{' '}
          <Link to="/feedback" className={proseLinkClass}>
            feedback form
          </Link>{' '}
          or at the contact email below.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
