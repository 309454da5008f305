/**
 * Starting monthly fees in the shared homes, in Singapore dollars, GST included (the spec's
 * "from SGD 4,500 per month" is taken as the price a family pays). The shared facts
 * (content/facts.ts) write them for each language, so the FAQ's cost answer and the /costs page
 * name the same figures, and say that GST is included while the provider is registered for it.
 *
 * For the provider, before launch: IRAS exempts the lease of residential property from GST ("The
 * sale and lease of residential properties are exempted from GST (i.e. GST need not be charged)"),
 * while furniture and services supplied with it are taxable. IRAS, "Real Estate" (GST, specific
 * business sectors),
 * https://www.iras.gov.sg/irashome/GST/GST-registered-businesses/Specific-business-sectors/Real-Estate/
 * (read 2026-11-28; also at
 * https://iras.gov.sg/taxes/goods-services-tax-(gst)/specific-business-sectors/real-estate). A
 * shared-home fee is a room and care together, so how GST applies to it, and so whether these
 * figures include GST or need none on part of them, is for a tax adviser to confirm. The figures
 * stay as the spec gives them until then.
 */
export const residentialFeesFrom = { independentLiving: 4500, assistedLiving: 6000, memoryCare: 8000 } as const;
