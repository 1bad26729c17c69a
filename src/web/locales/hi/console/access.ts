import type { ConsoleCatalogue } from '../../en-console';

export const access: ConsoleCatalogue['console']['access'] = {};
