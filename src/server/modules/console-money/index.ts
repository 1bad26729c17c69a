// The console's money section: its one plugin (the rows are payments').
export { moneySection } from './console-money.section.js';
