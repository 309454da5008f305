import type { VariantProps } from "class-variance-authority";
import { type MouseEvent, type ReactNode, useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { SCROLL_TO_CONTACT_DELAY_MS, scrollToAnchorWhenReady } from "~/lib/scroll";
import { buttonVariants } from "./button";

/**
 * Navigates to `path`, then after 100 ms scrolls smoothly to the section `id` (SPEC.md section 4).
 * If the page is still loading after that delay, it keeps waiting for the section to appear.
 */
export function useGoToSection() {
  const navigate = useNavigate();
  return useCallback(
    async (path: string, id: string) => {
      // Wait for the new page to render, so the section found is the new page's, not the old one's.
      await navigate(path);
      setTimeout(() => scrollToAnchorWhenReady(id), SCROLL_TO_CONTACT_DELAY_MS);
    },
    [navigate],
  );
}

interface SectionLinkProps extends VariantProps<typeof buttonVariants> {
  children: ReactNode;
  /** Page that holds the section. */
  path?: string;
  /** Id of the section to scroll to. */
  section?: string;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link that runs the consultation flow: to the home page's contact section by default.
 * It is a real link to "/#contact", so it still works before JavaScript has loaded.
 */
export function SectionLink({
  children,
  path = "/",
  section = "contact",
  variant = "care",
  size,
  className,
  onNavigate,
}: SectionLinkProps) {
  const goToSection = useGoToSection();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    void goToSection(path, section);
  };
  return (
    <Link to={`${path}#${section}`} onClick={handleClick} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </Link>
  );
}
