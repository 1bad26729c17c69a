// The favourites module's public face: the only file of it that code outside it imports.
export { favouritesRoutes } from './favourites.routes.js';
