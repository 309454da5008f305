import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Illustration } from "~/components/ui/illustration";
import { illustrations } from "~/content/illustrations";
import { getMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta = () =>
  getMeta({
    title: "Page not found",
    description: "We could not find that page. Return to the home page to find our care services, or contact our team for help.",
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
        <p className="text-lg font-bold text-primary">404</p>
        <h1 className="mt-2 text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-lg">The page you are looking for may have moved, or the address may have a typing mistake.</p>
        <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
          Return to Home
        </Link>
      </div>
      <Illustration image={illustrations.notFound} priority className="mx-auto max-w-md" />
    </div>
  );
}
