// The console's content section (site content, the inbox), and its posts' review status.
export { contentSection } from './console-content.section.js';
export { getPost, setPostStatus } from './posts.service.js';
