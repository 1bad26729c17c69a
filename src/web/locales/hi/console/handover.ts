import type { ConsoleCatalogue } from '../../en-console';

export const handover: ConsoleCatalogue['console']['handover'] = {};
