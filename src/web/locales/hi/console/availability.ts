import type { ConsoleCatalogue } from '../../en-console';

export const availability: ConsoleCatalogue['console']['availability'] = {};
