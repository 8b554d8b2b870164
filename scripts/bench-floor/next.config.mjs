// Built and started by `npm run bench` only, from a copy outside the repository (inside it, Next would take
// the site's proxy.ts and instrumentation.ts as the floor's own). Its node_modules is a link to the site's,
// so Turbopack's root is the file system's.
const floorConfig = { turbopack: { root: '/' }, outputFileTracingRoot: '/' };
export default floorConfig;
