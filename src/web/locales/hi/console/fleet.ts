import type { ConsoleCatalogue } from '../../en-console';

export const fleet: ConsoleCatalogue['console']['fleet'] = {};
