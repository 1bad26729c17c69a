// The console's content section (site content, the inbox): routes over the content module.
export { contentSection } from './console-content.section.js';
