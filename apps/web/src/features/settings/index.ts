// The public surface of this feature for other features: nothing yet. app/router.tsx mounts its
// pages (pages/, loaded as route chunks).
export {};
