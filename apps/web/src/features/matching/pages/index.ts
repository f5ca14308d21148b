// Matching's route chunk: app/area-routes.tsx mounts Find Work's views from here.
export { FindWorkViews } from './find-work-views';
