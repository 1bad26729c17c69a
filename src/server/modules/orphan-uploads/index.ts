// The orphan-uploads module's public face: its hourly sweep.
export { scheduleOrphanUploadSweep } from './orphan-uploads.job.js';
