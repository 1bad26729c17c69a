// Practical driving lessons on the branch's own cars (issue 34, decision 0046): packages,
// practical instructors' hours and leave, lessons, and their free slots.
export { drivingLessonsRoutes, type DrivingLessonsDeps } from './driving-lessons.plugin.js';
export {
  cancelLesson,
  cancelMyLesson,
  createLesson,
  lessonSlots,
  rescheduleLesson,
  type LessonActor,
} from './lessons.service.js';
export { myLessons } from './my-lessons.queries.js';
export {
  buyLessonPackage,
  completePurchaseFromWebhook,
  markPurchasePaid,
  myPurchases,
  sellPackageAtCounter,
} from './purchases.service.js';
export { offeredLessonPackages } from './offered-packages.service.js';
export {
  createLessonPackage,
  findLessonPackage,
  listLessonPackages,
  updateLessonPackage,
} from './packages.service.js';
export {
  addInstructorLeave,
  deleteInstructorLeave,
  listInstructorSchedules,
  setInstructorSchedule,
} from './schedules.service.js';
export { lessonCalendar } from './lesson-calendar.queries.js';
export { lessonMonthReport } from './lesson-report.queries.js';
export { lessonsSetUp, seedDemoLessons, type DemoLessonBranch } from './demo-lessons.seed.js';
