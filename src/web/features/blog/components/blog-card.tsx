import { languageOfTag } from '../../../../shared/language';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogCard as BlogCardData } from '../../../../shared/content';
import { blogPath } from '../../../../shared/content-rules';
import { formatBlogDate } from '../lib/blog-format';
import { textLang } from '../../../lib/text-lang';

/** A post in a grid: picture, category, title, excerpt and date. */
export function BlogCard({ blog, eager = false }: { blog: BlogCardData; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <img
        src={blog.imageUrl}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[1200/630] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p
          className="text-xs font-bold tracking-wider text-brand-700 uppercase"
          lang={textLang(blog.categoryTitle)}
        >
          {blog.categoryTitle}
        </p>
        <h3
          className="mt-2 text-lg leading-snug font-bold text-slate-900"
          lang={textLang(blog.title)}
        >
          <Link to={blogPath(blog)} className="hover:text-brand-800 hover:underline">
            {blog.title}
          </Link>
        </h3>
        <div className="flex-1">
          <p className="mt-2 line-clamp-3 text-sm text-slate-600" lang={textLang(blog.excerpt)}>
            {blog.excerpt}
          </p>
        </div>
        <p className="mt-4 text-xs text-slate-600">
          {blog.authorName && `${t('blog.byAuthor', { name: blog.authorName })} · `}
          <time dateTime={blog.publishedAt}>
            {formatBlogDate(blog.publishedAt, languageOfTag(i18n.language))}
          </time>{' '}
          · {t('blog.views', { count: blog.viewCount })}
        </p>
      </div>
    </article>
  );
}

/** A compact line in a sidebar list. */
export function BlogLink({ blog }: { blog: BlogCardData }) {
  const { i18n } = useTranslation();
  return (
    <li className="flex gap-3">
      <img
        src={blog.imageUrl}
        alt=""
        width={96}
        height={50}
        loading="lazy"
        decoding="async"
        className="h-12.5 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div>
        <Link
          to={blogPath(blog)}
          className="text-sm leading-snug font-semibold text-slate-900 hover:text-brand-800 hover:underline"
          lang={textLang(blog.title)}
        >
          {blog.title}
        </Link>
        <p className="mt-1 text-xs text-slate-600">
          {formatBlogDate(blog.publishedAt, languageOfTag(i18n.language))}
        </p>
      </div>
    </li>
  );
}
