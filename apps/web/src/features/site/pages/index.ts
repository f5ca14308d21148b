// The public site pages, loaded as one chunk by app/router.tsx.
export { AboutPage } from './about-page';
export { BlogPage } from './blog-page';
export { FeedbackPage } from './feedback-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
