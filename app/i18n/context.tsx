import { type ReactNode, createContext, useCallback, useContext, useMemo } from "react";
import type { Dictionary } from "~/content/dictionary.server";
import { whatsappLink } from "~/content/site";
import { type Lang, localise } from "./languages";

const LanguageContext = createContext<{ lang: Lang; dictionary: Dictionary } | null>(null);

/** Gives the page's components its language and that language's interface words (the language layout does this). */
export function DictionaryProvider({ lang, dictionary, children }: { lang: Lang; dictionary: Dictionary; children?: ReactNode }) {
  // The same value while the language stays: a new one would reach every part of the page still
  // waiting for its code (lib/deferred.tsx), and React would have to hydrate them all at once.
  const value = useMemo(() => ({ lang, dictionary }), [lang, dictionary]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

function useLanguage() {
  const language = useContext(LanguageContext);
  if (!language) throw new Error("No DictionaryProvider above this component: the language layout gives one to every page");
  return language;
}

/** The interface words of the page's language. */
export function useDictionary(): Dictionary {
  return useLanguage().dictionary;
}

/** The language of the page shown, as its language layout named it. */
export function useLang(): Lang {
  return useLanguage().lang;
}

/** The language of the page, or nothing outside a language's frame (the last-resort error page). */
export function useOptionalLang(): Lang | undefined {
  return useContext(LanguageContext)?.lang;
}

/** Turns an English path into the same page in the shown page's language. */
export function useLocalise(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localise(path, lang), [lang]);
}

/** A link that opens a WhatsApp chat with the provider, greeting it in the page's language. */
export function useWhatsappHref(): string {
  return whatsappLink(useDictionary().site.whatsappGreeting);
}
