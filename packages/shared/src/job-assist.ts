/**
 * The job-post assistant's one line (issue 29). A module of its own, not constants.ts: every route
 * loads the constants' chunk, and Find Work's is at its budget (ADR 036).
 */
export const ASSIST_DESCRIPTION_MIN = 10;
export const ASSIST_DESCRIPTION_MAX = 500;
