import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Illustration } from "~/components/ui/illustration";
import { illustrations } from "~/content/illustrations";
import { notFoundPage } from "~/content/not-found";
import { getMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta = () =>
  getMeta({
    title: notFoundPage.meta.title,
    description: notFoundPage.meta.description,
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
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
      <Illustration image={illustrations.notFound} priority className="mx-auto max-w-md" />
    </div>
  );
}
