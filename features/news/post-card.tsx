import { PlainImage } from '@/components/ui/plain-image';
import { Link } from '@/components/ui/link';
import { postHref } from '@/lib/i18n/hrefs';
import type { PostCard as PostCardData } from './posts';
import { PostDate } from './post-date';
import styles from './news.module.css';

export function PostCard({ post, priority }: { post: PostCardData; priority: boolean }) {
  return (
    <article className={styles.card} lang={post.language}>
      <div className={styles.cover}>
        {post.cover && (
          <PlainImage
            src={post.cover}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            preload={priority}
            loading={priority ? undefined : 'lazy'}
          />
        )}
      </div>
      {post.date && <PostDate date={post.date} />}
      <h2 className={styles.title}>
        <Link href={postHref(post.slug)} className={styles.link}>
          {post.title}
        </Link>
      </h2>
      {post.description && <p className={styles.description}>{post.description}</p>}
    </article>
  );
}
