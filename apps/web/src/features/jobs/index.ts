// What other features may use of jobs; everything else in this folder is its own business.

export { useCatalogOptions } from './api/get-catalog-options';
export { CategorySkillsFilter } from './components/category-skills-filter';
export { FindWorkEmpty } from './components/find-work-empty';
export { OpenJobsOverview } from './components/open-jobs-overview';
export { SkillPicker } from './components/skill-picker';
