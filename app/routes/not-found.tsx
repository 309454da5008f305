import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { Illustration } from "~/components/ui/illustration";
import { useDictionary } from "~/i18n/context";
import { metaTags } from "~/lib/meta-tags";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/not-found";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = ({ matches }) => {
  // The words come with the language layout's dictionary: this page has no loader of its own, so
  // the app shell drawn for any unknown address needs no page data of its own either.
  const frame = matches[1].loaderData;
  return metaTags({ ...frame.dictionary.notFoundPage.meta, path: "/404", noindex: true }, frame);
};

export default function NotFound() {
  const { notFoundPage } = useDictionary();
  const { pathname } = useLocation();
  useEffect(() => {
    // A warning, not an error: the visitor's mistyped address is not a fault of the site.
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="container-page grid items-center gap-10 py-16 md:grid-cols-2 md:py-24">
      <div>
        <p className="text-lg font-bold text-primary">{notFoundPage.code}</p>
        <h1 className="mt-2 text-4xl">{notFoundPage.title}</h1>
        <p className="mt-4 text-lg">{notFoundPage.text}</p>
        <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
          {notFoundPage.homeLabel}
        </Link>
      </div>
      <Illustration image={notFoundPage.image} priority className="mx-auto max-w-md" />
    </div>
  );
}
