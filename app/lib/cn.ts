import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, dropping falsy ones. Components avoid conflicting utilities by design,
 * so no tailwind-merge: it would add about 8 KB of gzip to every page for no visible gain.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
