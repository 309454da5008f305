/**
 * The logo mark: a house with a heart inside it, for care that comes home.
 * Decorative (the site name always sits beside it), so it is hidden from assistive tech.
 * The house takes the text colour (`currentColor`); the heart takes the accent and keeps
 * a `currentColor` rim so it still reads on the dark footer.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path
        d="M6 22.5 24 8l18 14.5M11 19v21h26V19"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M24 36.5c-6.8-4.6-9.5-7.8-9.5-11a4.8 4.8 0 0 1 9.5-1 4.8 4.8 0 0 1 9.5 1c0 3.2-2.7 6.4-9.5 11Z"
        fill="var(--color-accent)"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
