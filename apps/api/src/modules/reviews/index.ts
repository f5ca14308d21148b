// What other modules may use of reviews: the plugin, and the reputation of people (issue 26).

export { reputationOf } from './reputation';
export { hideReviewIn } from './review-moves';
export { isRevealed as isReviewRevealed } from './review-view';
export { reviewsPlugin } from './reviews.plugin';
