import { Link } from "~/components/ui/link";
import { SeparatorDot } from "~/components/ui/separator-dot";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Illustration } from "~/components/ui/illustration";
import { loadCollection, summarise } from "~/content/blog/collection.server";
import { contentFor } from "~/i18n/content.server";
import { fill } from "~/i18n/markers";
import { langFrom } from "~/i18n/page.server";
import type { PostSummary } from "~/content/types";
import { headOf } from "~/lib/head.server";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/**
 * Runs at build time only: the page's words and the summaries, in the page's language, travel as
 * page data; the articles and their parser stay out of the browser bundle.
 */
export function loader({ context }: Route.LoaderArgs) {
  const lang = langFrom(context);
  const { featured, posts } = loadCollection(lang);
  const blogPage = contentFor(lang, "blog/page");
  return {
    blogPage,
    featured: summarise(featured),
    posts: posts.map(summarise),
    head: headOf(context, { ...blogPage.meta, path: "/blog" }),
  };
}

/** The id of a post card's title, unique on the page: the post's slug. */
function postTitleId(post: PostSummary) {
  return `post-title-${post.to.split("/").at(-1)}`;
}

function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted">
      <span className="font-bold text-primary">{post.category}</span>
      <SeparatorDot />
      <time dateTime={post.isoDate}>{post.date}</time>
      <SeparatorDot />
      <span>{post.readTime}</span>
    </p>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { blogPage, featured, posts } = loaderData;
  return (
    <>
      <PageHero eyebrow={blogPage.hero.eyebrow} title={blogPage.hero.title} intro={blogPage.hero.intro} />

      <Section title={blogPage.featuredLabel}>
        {/* Each card is an <article>, named by its title so a screen reader's list of articles tells them apart. */}
        <article
          aria-labelledby="featured-post-title"
          className="grid overflow-hidden rounded-card border border-border bg-surface lg:grid-cols-2"
        >
          <Illustration image={featured.image} priority className="lg:h-full lg:object-cover" />
          <div className="flex flex-col justify-center p-6 md:p-10">
            <PostMeta post={featured} />
            <h3 id="featured-post-title" className="mt-3 text-3xl">
              <Link
                to={featured.to}
                className="inline-flex min-h-11 items-center text-ink underline decoration-primary decoration-2 hover:text-primary"
              >
                {featured.title}
              </Link>
            </h3>
            <p className="mt-4 text-lg">{featured.excerpt}</p>
            <p className="mt-4 text-muted">{fill(blogPage.byline, { author: featured.author })}</p>
          </div>
        </article>
      </Section>

      <Section title={blogPage.gridTitle} tone="surface">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post) => (
            <li key={post.to}>
              <article
                aria-labelledby={postTitleId(post)}
                className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-background"
              >
                <Illustration image={post.image} />
                <div className="flex flex-1 flex-col p-6">
                  <PostMeta post={post} />
                  <h3 id={postTitleId(post)} className="mt-3 text-xl">
                    <Link
                      to={post.to}
                      className="inline-flex min-h-11 items-center text-ink underline decoration-primary decoration-2 hover:text-primary"
                    >
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1">{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
