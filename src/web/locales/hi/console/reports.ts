import type { ConsoleCatalogue } from '../../en-console';

export const reports: ConsoleCatalogue['console']['reports'] = {};
