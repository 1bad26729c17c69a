import type { ConsoleCatalogue } from '../../en-console';

export const shared: ConsoleCatalogue['console']['shared'] = {};
