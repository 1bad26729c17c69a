import { a } from './cycle-a.js';

export const b = (): number => 1;
export const again = () => a();
