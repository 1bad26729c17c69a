// The branches module's public face: the only file of it that code outside it imports.
export { branchesRoutes } from './branches.routes.js';
export { branchDetailsColumns, updateBranchDetails } from './branch-details.service.js';
export {
  branchRulesOf,
  branchRulesOfCar,
  listBranchRules,
  updateBranchRules,
} from './branch-rules.service.js';
export { replaceCancellationSchedule } from './cancellation-schedule.service.js';
export { addPickupDropOption, updatePickupDropOption } from './pickup-drop.service.js';
export { consoleLessonTermsOf, lessonTermsOf, updateLessonTerms } from './lesson-terms.service.js';
