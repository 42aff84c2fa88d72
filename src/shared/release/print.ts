/**
 * Print masters for physical releases (docs/decisions/016-print-and-mockups.md): the products, their trim sizes,
 * and the bleed and resolution every printer asks for.
 */
export const PRINT_PRODUCT_IDS = ['sleeve-12', 'cd-booklet'] as const;
export type PrintProduct = (typeof PRINT_PRODUCT_IDS)[number];

/** Resolution of a print master. */
export const PRINT_PPI = 300;
/** Artwork past the trim on each side, so a cut that wanders does not show paper. */
export const PRINT_BLEED_MM = 3;

export const PRINT_PRODUCTS: Record<PrintProduct, { name: string; trimMm: number; size: string }> = {
  // A 12-inch record's sleeve front: the cover printed 12 in square.
  'sleeve-12': { name: '12-inch sleeve', trimMm: 304.8, size: '12 × 12 in' },
  // A jewel case's booklet front.
  'cd-booklet': { name: 'CD booklet front', trimMm: 120, size: '120 × 120 mm' },
};
