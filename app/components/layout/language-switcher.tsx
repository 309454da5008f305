import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { basePath, langOf, langs, languages, localise } from "~/i18n/languages";

/**
 * A link to the same page in each other language, named in that language ("中文", "English")
 * and marked as being in it, so a screen reader says the name in the right voice. A plain
 * link: it works before the page's scripts run, and a search engine can follow it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const shown = langOf(pathname);
  const page = basePath(pathname);
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {langs
        .filter((lang) => lang !== shown)
        .map((lang) => (
          <li key={lang}>
            <a
              href={localise(page, lang)}
              lang={languages[lang].tag}
              hrefLang={languages[lang].hreflang}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 font-bold underline underline-offset-4"
            >
              {languages[lang].name}
            </a>
          </li>
        ))}
    </ul>
  );
}
