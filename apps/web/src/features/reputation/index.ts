// What other features may use of reputation: the facts shown beside a person (score, rating,
// client record) and the stars. Pages elsewhere load it lazily (React.lazy in the route's own
// module), so a job or profile chunk carries none of it (scripts/check-bundle-budget.mjs).

export { ClientRecord } from './components/client-record';
export { OfferClientRecord } from './components/offer-client-record';
export { ReputationFacts } from './components/reputation-facts';
export { formatRating, Stars } from './components/stars';
