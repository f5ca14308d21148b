// What other modules may use of talent; everything else in this folder is its own business.
export { talentPlugin } from './talent.plugin';
