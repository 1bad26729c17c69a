// Practical driving lessons on the branch's own cars (issue 34, decision 0046): packages,
// practical instructors' hours and leave, lessons, and their free slots.
export { drivingLessonsRoutes } from './driving-lessons.routes.js';
export { cancelLesson, createLesson, lessonSlots, type LessonActor } from './lessons.service.js';
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
