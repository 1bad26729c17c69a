import type { ConsoleCatalogue } from '../../en-console';

export const customers: ConsoleCatalogue['console']['customers'] = {};
