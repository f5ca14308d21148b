// What other features may use of reviews: the "Review" section of an ended contract and the reviews
// of a public profile. Load them lazily (React.lazy in the page's own module): in a route chunk they
// would take it past its budget (scripts/check-bundle-budget.mjs).

export { ContractReviewsSection } from './components/contract-reviews-section';
export { PublicReviews } from './components/public-reviews';
