// The public surface of this feature for other features: nothing. app/router.tsx mounts its pages.
export {};
