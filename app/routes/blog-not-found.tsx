import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useDictionary } from "~/i18n/context";
import { metaTags } from "~/lib/meta-tags";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/blog-not-found";

/**
 * 'Post not found': any address under /blog that names no post. Prerendered as /blog/404 (and
 * its twin in each language), which the server sends with status 404 for such an address, so the
 * page the browser is sent is the page it draws. Its words come with the frame's dictionary.
 */
export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const frame = matches[1].loaderData;
  const words = frame.dictionary.blogNotFound;
  return metaTags({ title: words.title, description: words.text, path: `/blog/${params["*"] ?? ""}`, noindex: true }, frame);
};

export default function BlogNotFound() {
  const { blogNotFound } = useDictionary();
  return (
    <div className="container-page py-16 md:py-24">
      <h1 className="text-4xl">{blogNotFound.title}</h1>
      <p className="mt-4 text-lg">{blogNotFound.text}</p>
      <Link to="/blog" className="mt-8 inline-flex min-h-11 items-center gap-2 font-bold text-primary underline">
        <Icon name="arrow-left" className="size-5" />
        {blogNotFound.backLabel}
      </Link>
    </div>
  );
}
