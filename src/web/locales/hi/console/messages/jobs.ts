/**
 * Hindi for the server's English messages the console's jobs pages show, keyed by the
 * English text (useMessage looks them up).
 */
export const jobsMessages: Record<string, string> = {
  'This job is not failed any more.': 'यह काम अब अटका नहीं है।',
  'The job will run again in a moment.': 'यह काम थोड़ी देर में फिर से चलेगा।',
};
