import { Link } from 'react-router';
import { ArticlePage, ArticleSection, proseLinkClass } from '../components/article-page';

export function AboutPage() {
  return (
    <ArticlePage
      title="About Skillora"
      intro="Skillora is a marketplace where clients post projects and freelancers propose to do them."
    >
      <ArticleSection title="What we do">
        <p>
          Clients describe the work, its budget and its timeline. Freelancers find it by category, skill and
          budget, and send a proposal with their price. The client compares proposals and picks the person for
          the job.
        </p>
      </ArticleSection>
      <ArticleSection title="How we work">
        <p>
          Joining is free. We keep only what the marketplace needs to run, and every moderation decision is
          made by a person and recorded. Read our{' '}
          <Link to="/terms" className={proseLinkClass}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className={proseLinkClass}>
            Privacy Policy
          </Link>{' '}
          for the details.
        </p>
      </ArticleSection>
      <ArticleSection title="Talk to us">
        <p>
          Something missing or broken? Tell us through the{' '}
          <Link to="/feedback" className={proseLinkClass}>
            feedback form
          </Link>
          : every message reaches the team.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
