import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { useDictionary } from "~/i18n/context";
import { basePath, langOf, langs, languages, localise } from "~/i18n/languages";
import { TONES } from "./text-size-control";

/**
 * Every language of the site, each named in itself ("English", "中文", "Melayu", "தமிழ்") and marked
 * as being in it, so a screen reader says the name in the right voice. The page's own language is
 * marked as the current one and is not a link; each other is a plain link to the same page in that
 * language: it works before the page's scripts run, and a search engine can follow it.
 */
export function LanguageSwitcher({ tone = "dark", className }: { tone?: keyof typeof TONES; className?: string }) {
  const { frameLabels } = useDictionary();
  const { pathname } = useLocation();
  const shown = langOf(pathname);
  const page = basePath(pathname);
  const look = TONES[tone];
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 font-bold";
  return (
    <ul aria-label={frameLabels.languages} className={cn("flex flex-wrap items-center gap-1", className)}>
      {langs.map((lang) => {
        const { name, tag, hreflang } = languages[lang];
        return (
          <li key={lang}>
            {lang === shown ? (
              <span aria-current="true" lang={tag} className={cn(item, look.base, look.pressed)}>
                {name}
              </span>
            ) : (
              <a
                href={localise(page, lang)}
                lang={tag}
                hrefLang={hreflang}
                className={cn(item, look.base, "underline underline-offset-4", look.idle)}
              >
                {name}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
