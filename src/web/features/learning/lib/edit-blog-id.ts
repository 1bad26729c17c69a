/** The spec's edit_blog_id: which blog /create-blog opens (0 for a new one). */
const KEY = 'edit_blog_id';

export function storeEditBlogId(id: number) {
  try {
    sessionStorage.setItem(KEY, String(id));
  } catch {
    // Storage disabled: /create-blog opens a new blog.
  }
}

export function editBlogId(): number | null {
  try {
    const id = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
