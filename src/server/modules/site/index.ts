// The site module's public face: health and site settings routes.
export { siteRoutes } from './site.routes.js';
