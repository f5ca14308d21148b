// Limits of issue 32's deals, apart from constants.ts: Find Work's chunk loads that one and is at its
// size budget; only the forms that ask these load this file.

/** Screening questions on a job: at most this many, each answered on every proposal. */
export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_QUESTION_MAX = 300;
export const SCREENING_ANSWER_MAX = 2000;
/** How many freelancers one job may hire; each hire is its own contract. */
export const HIRES_NEEDED_MAX = 20;
