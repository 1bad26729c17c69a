// The console's access section: its one plugin, the doors outside the guard, the first admin.
export { accessSection, staffEntry } from './console-access.section.js';
export { createStaffAccount } from './staff-create.service.js';
