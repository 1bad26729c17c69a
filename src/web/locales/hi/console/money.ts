import type { ConsoleCatalogue } from '../../en-console';

export const money: ConsoleCatalogue['console']['money'] = {};
