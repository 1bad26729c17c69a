import type { ConsoleCatalogue } from '../../en-console';

export const content: ConsoleCatalogue['console']['content'] = {};
