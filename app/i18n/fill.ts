/**
 * Puts values into a sentence with places for them: fill("Step {number}: ", { number: 2 }).
 * Content is data that travels to the page as page data, so it holds sentences like this
 * rather than functions; each language puts the places where its grammar needs them.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, key: string) => (key in values ? String(values[key]) : place));
}
