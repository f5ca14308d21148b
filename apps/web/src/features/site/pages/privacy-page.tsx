import { Link } from 'react-router';
import { ArticlePage, ArticleSection, proseLinkClass } from '../components/article-page';

/** What the product really collects and keeps (docs/decisions/016-polish.md). */
export function PrivacyPage() {
  return (
    <ArticlePage
      title="Privacy Policy"
      intro="What we collect, why, and how to have it deleted, in plain words."
    >
      <ArticleSection title="What we collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>Your name, email and role (client or freelancer), and your password, stored only as a hash.</li>
          <li>What you post: jobs, proposals, saved jobs, and feedback you send us.</li>
          <li>
            For each signed-in session: when it started, when it was last used and when it expires, so that
            you can be signed out everywhere and our admins can see an account's activity.
          </li>
          <li>
            A record of admin actions (such as blocking an account or unlisting a job), kept for
            accountability.
          </li>
        </ul>
      </ArticleSection>
      <ArticleSection title="Cookies">
        <p>
          We use one cookie: the session cookie that keeps you signed in (for up to 7 days, removed when you
          log out). It is not readable by scripts and is never used for tracking or advertising. Your theme
          choice stays in your browser's own storage and is never sent to us.
        </p>
      </ArticleSection>
      <ArticleSection title="Who sees it">
        <p>
          Other users see what you publish: a client's name and join date on their jobs, a freelancer's
          proposal to the client it was sent to. Our admins see accounts and posts to moderate them. We do not
          sell or share your data with advertisers.
        </p>
      </ArticleSection>
      <ArticleSection title="Emails">
        <p>We email you only codes you ask for (to confirm your email or reset your password).</p>
      </ArticleSection>
      <ArticleSection title="Deleting your account">
        <p>
          Write to us through the{' '}
          <Link to="/feedback" className={proseLinkClass}>
            feedback form
          </Link>{' '}
          or at the contact email below, from the address of your account, and ask for deletion. We delete
          your account, your sessions and your unpublished drafts within 30 days, and remove your name from
          anything that stays published.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
