/**
 * Print masters for physical releases (docs/decisions/016-print-and-mockups.md): the products, their trim sizes,
 * and the bleed and resolution every printer asks for.
 */
export const PRINT_PRODUCT_IDS = ['lp-jacket', 'sleeve-12', 'jacket-10', 'jacket-7', 'cd-booklet'] as const;
export type PrintProduct = (typeof PRINT_PRODUCT_IDS)[number];

/** Resolution of a print master. */
export const PRINT_PPI = 300;
/** Artwork past the trim on each side, so a cut that wanders does not show paper. */
export const PRINT_BLEED_MM = 3;

/**
 * The fronts pressing plants and printers ask for, named by their trimmed size: an LP's jacket is a little larger
 * than the 12-inch record it holds (12.375 in is the common jacket, though plants differ by a few millimetres: their
 * own template has the last word), a printed 12 × 12 in sleeve is what some plants trim to, and 10-inch and 7-inch
 * jackets follow the same rule.
 */
export const PRINT_PRODUCTS: Record<PrintProduct, { name: string; trimMm: number }> = {
  'lp-jacket': { name: 'LP jacket 12.375 in', trimMm: 314.325 },
  'sleeve-12': { name: 'Sleeve 12 in', trimMm: 304.8 },
  'jacket-10': { name: '10-inch jacket 10.25 in', trimMm: 260.35 },
  'jacket-7': { name: '7-inch jacket 7.25 in', trimMm: 184.15 },
  // A jewel case's booklet front.
  'cd-booklet': { name: 'CD booklet 120 mm', trimMm: 120 },
};
