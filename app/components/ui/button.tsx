import { type ComponentProps, type ReactElement, cloneElement, isValidElement } from "react";
import { cn } from "~/lib/cn";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-control text-center leading-tight font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-70 [&_svg]:size-5 [&_svg]:shrink-0";

/** The spec's seven variants and four sizes (docs/product.md, section 9). Every size is at least 44 px tall. */
const VARIANTS = {
  default: "bg-primary text-on-primary hover:bg-primary-strong",
  destructive: "bg-destructive text-white hover:bg-destructive-strong",
  outline: "border-2 border-primary bg-surface text-primary hover:bg-primary-tint",
  secondary: "bg-primary-tint text-primary hover:bg-primary-tint-strong",
  ghost: "text-primary hover:bg-primary-tint",
  link: "text-primary underline underline-offset-4 hover:text-primary-strong",
  care: "bg-accent text-white hover:bg-accent-strong",
} as const;

const SIZES = {
  default: "min-h-12 px-5 py-2.5 text-base",
  sm: "min-h-11 px-4 py-2 text-sm",
  lg: "min-h-14 px-7 py-3 text-lg",
  icon: "size-12",
} as const;

/** A button's look: its variant and size (each "default" when not given), and any classes of its own. */
export interface ButtonLook {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  className?: string;
}

/**
 * The classes of a button's look. A lookup of our own rather than class-variance-authority: two
 * variant groups, no compound variants, on every page's first load, where the library (with its
 * own copy of clsx) cost about half a kilobyte.
 */
export function buttonVariants({ variant, size, className }: ButtonLook = {}): string {
  return cn(BASE, VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
}

type ButtonProps = ComponentProps<"button"> &
  Omit<ButtonLook, "className"> & {
    /** Render the single child (a link) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  if (asChild) {
    // The child keeps its own element, props and ref; the button's look is added to its classes.
    // Written out instead of a slot library: this is all the pages ask of it, on every page's
    // first load (docs/decisions/004-icons-sprite-and-own-disclosures.md).
    if (!isValidElement(children)) return null;
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, className: cn(buttonVariants({ variant, size }), className, child.props.className) });
  }
  // A plain button unless told otherwise: inside a form, a <button> without a type submits it.
  return (
    <button type="button" className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </button>
  );
}
