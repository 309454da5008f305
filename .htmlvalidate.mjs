// html-validate over the built pages (`npm run validate:html`). The recommended rules apply, except
// where a rule only restates how React writes HTML, which browsers read the same either way.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (<meta/>, <img/>); the slash is allowed and ignored.
    "void-style": "off",
    // React writes some attribute names in camelCase (charSet, dateTime, autoComplete); HTML
    // attribute names are case-insensitive.
    "attr-case": "off",
    // React writes boolean and empty attributes with an empty value (required="", crossorigin="");
    // the empty value means the same as the bare attribute.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // HTML allows any id without spaces. React's generated ids (useId's "_R_1_", its streaming
    // markers "B:0" and "S:0") start with an underscore or hold a colon; relaxed still catches
    // empty ids and ids with spaces.
    "valid-id": ["error", { relaxed: true }],
    // The data tables restate their implicit roles on purpose: on phones CSS stacks each row as a
    // card (display: block), and browsers then drop a table's roles; the explicit roles keep it a
    // table for screen readers (see app/components/sections/data-table.tsx).
    "no-redundant-role": "off",
    // Not a React style, but it would harm this audience: a phone number must be free to wrap at
    // 320 px and 200% text, where a number kept on one line would push the page sideways. The rule
    // also flags the words beside the number inside the same link ("Call us").
    "tel-non-breaking": "off",
  },
};
