/** The console's handover words: pickup and return checklists, damage marks, photos, signatures. */
export const handover = {};
