import type { ConsoleCatalogue } from '../../en-console';

export const jobs: ConsoleCatalogue['console']['jobs'] = {};
