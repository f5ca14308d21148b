// Limits of issue 32's deals, apart from constants.ts: Find Work's chunk loads that one and is at its
// size budget; only the forms that ask these load this file.

/** Screening questions on a job: at most this many, each answered on every proposal. */
export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_QUESTION_MAX = 300;
export const SCREENING_ANSWER_MAX = 2000;
/** How many freelancers one job may hire; each hire is its own contract. */
export const HIRES_NEEDED_MAX = 20;
/** Files on a job post, a proposal or a milestone submission (issue 32): at most this many each. */
export const ATTACHMENTS_MAX = 10;
/** What an upload is for: it can be attached only to that, once, by its uploader. */
export const ATTACHMENT_PURPOSES = ['job', 'proposal', 'submission'] as const;
export type AttachmentPurpose = (typeof ATTACHMENT_PURPOSES)[number];
/** A submission's links: at most this many, each an http(s) address. */
export const SUBMISSION_LINKS_MAX = 10;
