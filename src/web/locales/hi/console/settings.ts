import type { ConsoleCatalogue } from '../../en-console';

export const settings: ConsoleCatalogue['console']['settings'] = {};
