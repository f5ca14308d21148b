import type { FreelancerProfile } from '@skillora/shared/schemas/profiles';

/** Years are typed as text; the shared schema says what is wrong with them on submit. */
export type EmploymentDraft = {
  company: string;
  title: string;
  fromYear: string;
  toYear: string;
  description: string;
};
export type EducationDraft = { school: string; degree: string; fromYear: string; toYear: string };

const yearText = (year: number | null) => (year === null ? '' : String(year));
/** Empty 'from' stays a number the schema refuses ('From must be a year'); empty 'to' means 'now'. */
const fromYear = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const toYear = (text: string) => (text.trim() === '' ? null : Number(text));

export const blankEmployment = (): EmploymentDraft => ({
  company: '',
  title: '',
  fromYear: '',
  toYear: '',
  description: '',
});
export const blankEducation = (): EducationDraft => ({ school: '', degree: '', fromYear: '', toYear: '' });

export const employmentDrafts = (rows: FreelancerProfile['employment']): EmploymentDraft[] =>
  rows.map((r) => ({ ...r, fromYear: yearText(r.fromYear), toYear: yearText(r.toYear) }));
export const educationDrafts = (rows: FreelancerProfile['education']): EducationDraft[] =>
  rows.map((r) => ({ ...r, fromYear: yearText(r.fromYear), toYear: yearText(r.toYear) }));

export const employmentBody = (drafts: EmploymentDraft[]) =>
  drafts.map((d) => ({ ...d, fromYear: fromYear(d.fromYear), toYear: toYear(d.toYear) }));
export const educationBody = (drafts: EducationDraft[]) =>
  drafts.map((d) => ({ ...d, fromYear: fromYear(d.fromYear), toYear: toYear(d.toYear) }));
