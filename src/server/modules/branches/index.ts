// The branches module's public face: the only file of it that code outside it imports.
export { branchesRoutes } from './branches.routes.js';
