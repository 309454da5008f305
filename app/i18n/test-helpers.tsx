/** For unit tests of components: a page's language and dictionary, as the language layout gives them. */
import type { ReactNode } from "react";
import { dictionaryFor } from "~/content/dictionary.server";
import { DictionaryProvider } from "./context";
import type { Lang } from "./languages";

export function InLanguage({ lang = "en", children }: { lang?: Lang; children: ReactNode }) {
  return (
    <DictionaryProvider lang={lang} dictionary={dictionaryFor(lang)}>
      {children}
    </DictionaryProvider>
  );
}
