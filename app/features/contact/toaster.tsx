import { Toaster } from "sonner";
import { useDictionary } from "~/i18n/context";
// Sonner's own styles, as a stylesheet that loads with the forms' code: the build stops sonner
// from writing them into an inline <style>, which the Content-Security-Policy refuses.
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect
import "sonner/dist/styles.css";

/**
 * Toasts of the request forms: bottom-right, light, three at most, five seconds
 * (docs/product.md, sections 8 and 9). Success in green, failure in the destructive red. Their
 * region is named in the page's language, and without the library's keyboard shortcut, whose
 * English key name it would add to that name.
 */
export default function RequestToaster() {
  const { toastRegion } = useDictionary().form;
  return (
    <Toaster
      containerAriaLabel={toastRegion}
      hotkey={[]}
      position="bottom-right"
      theme="light"
      visibleToasts={3}
      duration={5000}
      toastOptions={{
        classNames: {
          toast: "!text-base !rounded-card !p-5 !font-sans !shadow-lg",
          title: "!text-lg !font-bold",
          description: "!text-base !text-white",
          success: "!bg-success !text-white !border-success",
          error: "!bg-destructive !text-white !border-destructive",
        },
      }}
    />
  );
}
