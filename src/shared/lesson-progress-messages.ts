// What the server says about attendance, skills and the training certificate (issue 34 items 4
// and 5), in English; the Hindi is in the web catalogues.

export const LESSON_PROGRESS_MESSAGES = {
  lessonNotFound: 'There is no such lesson of yours.',
  purchaseNotFound: 'There is no such package purchase.',
  notPracticalInstructor: 'You do not give practical lessons. Please ask the branch manager.',
  date: 'Please choose the day as YYYY-MM-DD.',
  attendance: 'Please mark the learner as arrived or as a no-show.',
  attendanceTooEarly: 'Attendance can be marked from 15 minutes before the lesson starts.',
  noShowTooEarly: 'A learner can be marked as a no-show only once the lesson has started.',
  lessonCancelled: 'This lesson was cancelled.',
  attendanceMarked: 'Attendance for this lesson is already marked.',
  skillsNeedAttendance: 'Mark the learner as arrived before recording their skills.',
  skill: 'Please choose a skill of the syllabus.',
  grade: 'Please give each skill a grade from 1 to 5.',
  skillNote: 'A note on a skill is at most 500 characters.',
  lessonNote: 'The lesson note is at most 2,000 characters.',
  skillTwice: 'Please grade each skill at most once per lesson.',
  ready: 'Please say whether the learner is ready for the test.',
  skillsSaved: 'The skills record is saved.',
  certificateNotEarned:
    'The certificate is issued when every lesson of the package is taught and every skill has reached the mark.',
  certificateNotFound: 'There is no certificate with this code.',
} as const;
