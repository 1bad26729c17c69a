import type {
  BlogCard,
  BlogCategoriesResponse,
  BlogDetail,
  BlogListResponse,
} from '../../shared/content';
import type { FakeReply } from './test-utils';

const CATEGORIES = ['City Guides', 'Driving Tips', 'Road Trips'] as const;

/** Twelve posts, newest first: three are Road Trips, one is about Mainpat, one the monsoon. */
export const BLOG_POSTS: BlogCard[] = [
  'Weekend at Mainpat, the Shimla of Chhattisgarh',
  'Monsoon driving: ten habits that keep you safe',
  'Raipur to Chitrakote in a day',
  'Parking in Raipur without a fine',
  'Bilaspur to Amarkantak road trip',
  'How the security deposit works',
  'Night driving on NH 53',
  'Bhilai for first-time visitors',
  'Fuel and kilometres, explained',
  'Sirpur and back from Raipur',
  'Reading Durg traffic signs',
  'Choosing a car for a family of six',
].map((title, i) => {
  const categoryId = [0, 2, 4].includes(i) ? 3 : (i % 2) + 1;
  return {
    id: 40 - i,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    imageUrl: `/media/blog/post-${40 - i}.svg`,
    excerpt: `About ${title.toLowerCase()}.`,
    categoryId,
    categoryTitle: CATEGORIES[categoryId - 1]!,
    viewCount: 100 + ((i * 37) % 90),
    publishedAt: `2026-0${9 - Math.floor(i / 2)}-1${i % 10}T04:30:00.000Z`,
    authorName: null,
  };
});

const categories: BlogCategoriesResponse = {
  categories: CATEGORIES.map((title, i) => ({
    id: i + 1,
    title,
    slug: title.toLowerCase().replace(/ /g, '-'),
    postCount: BLOG_POSTS.filter((p) => p.categoryId === i + 1).length,
  })),
};

/**
 * Answers /api/blogs, /api/blogs/{id} and /api/blog-categories as the server does: the list
 * filtered by keyword and category, by date or by views, a page at a time; each read of a post
 * counts a view.
 */
export function blogApi() {
  const reads = new Map<number, number>();
  return (url: URL): FakeReply | undefined => {
    if (url.pathname === '/api/blog-categories') return { body: categories };
    const detail = /^\/api\/blogs\/(\d+)$/.exec(url.pathname);
    if (detail) {
      const post = BLOG_POSTS.find((p) => p.id === Number(detail[1]));
      if (!post) return { status: 404, body: { statusCode: 404, message: 'No such post' } };
      const read = (reads.get(post.id) ?? 0) + 1;
      reads.set(post.id, read);
      const body: BlogDetail = {
        ...post,
        viewCount: post.viewCount + read,
        bodyHtml: `<p>All about ${post.title}.</p>`,
      };
      return { body };
    }
    if (url.pathname !== '/api/blogs') return undefined;
    const q = url.searchParams;
    const keyword = q.get('keyword')?.toLowerCase();
    const category = Number(q.get('category')) || undefined;
    const pageSize = Number(q.get('limit') ?? 9);
    const page = Number(q.get('page') ?? 1);
    const found = BLOG_POSTS.filter(
      (p) =>
        (!keyword || `${p.title} ${p.excerpt}`.toLowerCase().includes(keyword)) &&
        (!category || p.categoryId === category),
    );
    if (q.get('sort') === 'trending') found.sort((a, b) => b.viewCount - a.viewCount);
    const body: BlogListResponse = {
      blogs: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
    };
    return { body };
  };
}
