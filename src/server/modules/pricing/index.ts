// The pricing module's public face: rate seasons and the standing rule (decision 0049).
export { listRules, rulesFrom, rulesOfCar } from './seasons.queries.js';
export { createSeason, deleteSeason, updateSeason } from './seasons.service.js';
export { seasonalTrip, seasonalTripOfCar } from './seasonal-trip.js';
export { carRulesJson } from './rules-json.js';
