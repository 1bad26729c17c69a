// The content module's public face: the only file of it that code outside it imports.
// Blog, gallery, FAQ, page and inbox rows are written here only (content-writes.service.ts).
export { contactRoutes } from './contact.routes.js';
export {
  blogExcerpt,
  blogSlug,
  deleteBlog,
  deleteFaq,
  deleteGalleryItem,
  insertBlog,
  insertBlogCategory,
  insertBlogs,
  insertFaq,
  insertFaqs,
  insertGalleryItem,
  markContactMessageAnswered,
  markContactMessageRead,
  recordContactReply,
  updateBlog,
  updateBlogCategory,
  updateFaq,
  updateGalleryItem,
  upsertInfoPage,
} from './content-writes.service.js';
export { contentRoutes } from './content.routes.js';
export { allCategoriesWithCounts } from './content.service.js';
export { auditSiteContent } from './content-audit.js';
export {
  createPost,
  deletePost,
  getPost,
  listCategories,
  listPosts,
  saveCategory,
  setPostStatus,
  updatePost,
} from './posts.service.js';
export { cleanRichText } from './rich-text.js';
export { seoRoutes } from './seo.routes.js';
