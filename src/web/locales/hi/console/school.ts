import type { ConsoleCatalogue } from '../../en-console';

export const school: ConsoleCatalogue['console']['school'] = {};
