import type { ConsoleCatalogue } from '../../en-console';

export const bookings: ConsoleCatalogue['console']['bookings'] = {};
