import { Icon } from "~/components/ui/icon";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { SeparatorDot } from "~/components/ui/separator-dot";
import { Message } from "~/components/ui/message";
import { Illustration } from "~/components/ui/illustration";
import { useLoaderData } from "react-router";
import { findPost, loadCollection } from "~/content/blog/collection.server";
import { contentFor } from "~/i18n/content.server";
import { fill } from "~/i18n/markers";
import { langFrom } from "~/i18n/page.server";
import { headOf } from "~/lib/head.server";
import { SITE_URL } from "~/lib/meta";
import { blogPosting } from "~/lib/structured-data";
import { deferred } from "~/lib/deferred";
import type { Route } from "./+types/blog-post";

/**
 * Runs at build time for each prerendered post (app/routes.ts gives every post its own route): the
 * article, in the page's language, arrives as HTML in the page data, parsed from Markdown here.
 */
export function loader({ context, pattern }: Route.LoaderArgs) {
  const lang = langFrom(context);
  const post = findPost(pattern.split("/").pop(), loadCollection(lang));
  if (!post) throw data(null, { status: 404 });
  const blogPage = contentFor(lang, "blog/page");
  const head = headOf(context, { title: post.title, description: post.excerpt, path: `/blog/${post.slug}` }, (url) => [
    blogPosting(SITE_URL, url, post, fill(blogPage.organizationAuthor, { author: post.author })),
  ]);
  return { post, blogPage, head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

/** The article's sources, at its end: their code loads as the visitor nears them (lib/deferred.tsx). */
const SourceList = deferred(() => import("~/components/sections/source-list").then((module) => module.SourceList));

/** The "general information, not medical advice" note on health articles. */
function HealthNote() {
  const { blogPage } = useLoaderData<typeof loader>();
  return (
    <aside aria-label={blogPage.noteLabel} className="mt-8 max-w-4xl">
      <p className="flex gap-3 rounded-card border-l-8 border-primary bg-surface p-5 text-lg">
        <Icon name="info" className="mt-1 size-6 shrink-0 text-primary" />
        <span>{blogPage.disclaimer}</span>
      </p>
    </aside>
  );
}

function BackToBlog() {
  const { blogPage } = useLoaderData<typeof loader>();
  return (
    <Link to="/blog" data-print="hide" className="inline-flex min-h-11 items-center gap-2 font-bold text-primary underline">
      <Icon name="arrow-left" className="size-5" />
      {blogPage.backLabel}
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, blogPage } = loaderData;
  return (
    <article className="container-page py-10 md:py-14">
      <BackToBlog />
      <header className="mt-6 max-w-4xl">
        <p className="text-lg font-bold text-primary">{post.category}</p>
        <h1 className="mt-2 text-4xl">{post.title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-lg text-muted">
          <span>{fill(blogPage.byline, { author: post.author })}</span>
          <SeparatorDot />
          <time dateTime={post.isoDate}>{post.date}</time>
          {post.updated && (
            <>
              <SeparatorDot />
              <span>
                <Message text={blogPage.updated} values={{ date: <time dateTime={post.updatedIsoDate}>{post.updated}</time> }} />
              </span>
            </>
          )}
          <SeparatorDot />
          <span>{post.readTime}</span>
        </p>
      </header>
      {post.health && <HealthNote />}
      <div className="mt-8 max-w-4xl">
        <Illustration image={post.image} priority className="rounded-card" />
      </div>
      {/* Built from Markdown at build time with raw HTML disabled, so it carries no markup an author typed. */}
      <div className="mt-10 grid prose-measure gap-5 text-lg" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length > 0 && (
        <ul aria-label={blogPage.tagsLabel} className="mt-10 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-primary-tint px-4 py-1 text-primary">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10">
        <SourceList sources={post.sources} />
      </div>
      <div className="mt-10">
        <BackToBlog />
      </div>
    </article>
  );
}
